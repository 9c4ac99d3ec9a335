import { Icon } from '@/components/ui/icon';
import type { ShellModel } from '../hooks/use-shell-model';
import { initials } from '../utils/initials';

/**
 * What the toolbar's menu triggers show. The menus (and Radix under them) load once the first
 * screen has been painted (toolbar-menus.tsx); until then the same faces stand in their places,
 * inert.
 */
export const USER_TRIGGER =
  'flex size-10 items-center justify-center rounded-full text-sm font-bold';
export const PRODUCTS_TRIGGER =
  'group inline-flex h-16 items-center px-0.5 text-slate-600 outline-none';

export function UserMenuFace({ account }: { account: ShellModel['account'] }) {
  return account ? (
    <span
      className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-white"
      data-testid="user-initials"
    >
      {initials(account)}
    </span>
  ) : (
    <Icon name="account" className="size-7 text-slate-600" />
  );
}

export function ProductsMenuFace() {
  return (
    <span className="rounded p-1 group-hover:bg-slate-100 group-hover:text-slate-900 group-focus-visible:outline-2 group-focus-visible:outline-brand-700 group-data-[state=open]:bg-slate-100">
      <Icon name="expand" />
    </span>
  );
}
