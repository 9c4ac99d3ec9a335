import type { UserProduct } from '@boardready/contracts';
import { SPECIALTY_TITLES } from '@/lib/specialties';
import { describeAccess } from '../utils/access';
import { Card } from './card';
import { OpenLink } from './open-link';
import { ReadingProgressLine } from './reading-progress';

/** One owned product on the overview: opens when usable, says why when it cannot. */
export function ProductCard({
  product,
  now,
  host,
}: {
  product: UserProduct;
  now: Date;
  host: string;
}) {
  const access = describeAccess(product, now, host);
  return (
    <Card title={product.shortName} badges={access.badges}>
      <p className="text-sm text-slate-700">{product.fullName}</p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Specialty</dt>
        <dd className="text-slate-900">{SPECIALTY_TITLES[product.specialty]}</dd>
        <dt className="text-slate-600">Access</dt>
        <dd className="text-slate-900">{access.period}</dd>
        {product.applicationType === 'onlineBookCore' && product.isUsable && (
          <ReadingProgressLine userProductId={product.userProductId} />
        )}
      </dl>
      <div className="mt-auto">
        {access.reason ? (
          <p className="text-sm text-slate-800">{access.reason}</p>
        ) : (
          <OpenLink to={product.route} productName={product.shortName} />
        )}
      </div>
    </Card>
  );
}
