import type { UserProduct } from '@boardready/contracts';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';

/** Why an entry is disabled, shown beside it (the menu and the drawer alike). */
export const AVAILABILITY: Record<UserProduct['availability'], string> = {
  usable: '',
  expired: 'expired',
  notStarted: 'not started yet',
};

/** A product entry: opens the product when usable, shown disabled (with why) when not. */
export function ProductMenuItem({ product }: { product: UserProduct }) {
  if (!product.isUsable) {
    return (
      <DropdownMenu.Item
        disabled
        className="flex cursor-not-allowed items-center justify-between gap-3 rounded px-3 py-2 text-sm text-slate-400"
      >
        <span>{product.shortName}</span>
        <span className="text-xs">{AVAILABILITY[product.availability]}</span>
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item asChild>
      <Link
        to={product.route}
        className="block rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
      >
        {product.shortName}
      </Link>
    </DropdownMenu.Item>
  );
}
