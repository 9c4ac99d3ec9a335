import type { UserProduct } from '@boardready/contracts';
import { plainText } from '@/components/ui/rich-label';

/** Spec §2 product header: 63px, the product's shortName (else fullName), sanitized to plain text. */
export function ProductHeader({ product }: { product: UserProduct | undefined }) {
  if (!product) return null;
  // A shortName that is blank, or only markup, counts as none.
  const text = plainText(product.shortName).trim() || plainText(product.fullName).trim();
  return (
    <div
      className="flex h-[63px] items-center border-b border-slate-200 bg-brand-50 px-4 desk:px-6"
      data-testid="product-header"
    >
      <p className="truncate text-lg font-semibold text-brand-800">{text}</p>
    </div>
  );
}
