import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import type { ShellModel } from '../hooks/use-shell-model';
import type { NavAction, PlacedItem } from '../utils/navigation';
import { AVAILABILITY } from './product-link-item';

const ITEM_BOX = 'flex min-h-11 w-full items-center gap-3 px-5 py-2 text-left text-[15px]';
export const DRAWER_ITEM = `${ITEM_BOX} text-slate-800 hover:bg-slate-100`;
const SECTION = 'px-5 pb-1 pt-4 text-xs font-bold tracking-wider text-slate-500';

/** What the drawer's items do besides following a link; any click closes the drawer (spec §2). */
export interface DrawerActions {
  run: Partial<Record<NavAction, () => void>>;
  openHelpfulDrawer: () => void;
  /** back from the sub-drawer, the focus returns to its Helpful Stuff item */
  helpfulButton: RefObject<HTMLButtonElement | null>;
  closeDrawer: () => void;
}

export function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className={SECTION}>{title}</h2>
      <ul>{children}</ul>
    </section>
  );
}

/** One item of the navigation model in the drawer. */
export function DrawerItem({ item, actions }: { item: PlacedItem; actions: DrawerActions }) {
  const { target } = item;
  if (item.opens === 'helpfulStuff')
    return (
      <li>
        <button
          type="button"
          className={`${DRAWER_ITEM} justify-between`}
          ref={actions.helpfulButton}
          onClick={actions.openHelpfulDrawer}
        >
          {item.label}
          <Icon name="chevron" />
        </button>
      </li>
    );
  if (target.kind === 'action')
    return (
      <li>
        <button type="button" className={DRAWER_ITEM} onClick={actions.run[target.action]}>
          {item.label}
        </button>
      </li>
    );
  return (
    <li>
      {target.kind === 'page' ? (
        <a href={target.href} className={DRAWER_ITEM} onClick={actions.closeDrawer}>
          {item.label}
        </a>
      ) : (
        <Link to={target.to} className={DRAWER_ITEM} onClick={actions.closeDrawer}>
          {item.label}
        </Link>
      )}
    </li>
  );
}

/** Spec §2 drawer MY PRODUCTS: one entry per product; an unusable one disabled, with why. */
export function DrawerProducts({
  model,
  onNavigate,
}: {
  model: ShellModel;
  onNavigate: () => void;
}) {
  return model.products.list.map((product) => (
    <li key={product.userProductId}>
      {product.isUsable ? (
        <Link to={product.route} className={DRAWER_ITEM} onClick={onNavigate}>
          {product.shortName}
        </Link>
      ) : (
        <span
          className={`${ITEM_BOX} cursor-not-allowed justify-between text-slate-400`}
          aria-disabled="true"
        >
          {product.shortName}
          <span className="text-xs">{AVAILABILITY[product.availability]}</span>
        </span>
      )}
    </li>
  ));
}
