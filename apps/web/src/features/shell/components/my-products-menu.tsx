import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/lib/paths';
import type { ShellModel } from '../hooks/use-shell-model';
import { useMenuStore } from '../stores/menu-store';
import { MENU_CONTENT, MENU_ITEM, MENU_LABEL, MENU_SEPARATOR } from './menu-styles';
import { ProductMenuItem } from './product-link-item';

/** Spec §2 My Products drop-down, opened by the tab's separate expand icon. */
export function MyProductsMenu({ model }: { model: ShellModel }) {
  const open = useMenuStore((s) => s.openMenu === 'products');
  const setMenu = useMenuStore((s) => s.setMenu);
  return (
    <DropdownMenu.Root open={open} onOpenChange={(o) => setMenu('products', o)} modal={false}>
      <DropdownMenu.Trigger
        aria-label="Open the My Products menu"
        className="rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon name="expand" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className={`${MENU_CONTENT} max-h-[70vh] w-80 overflow-y-auto`}
        >
          {model.products.isEmpty && (
            <p className="px-3 py-2 text-sm text-slate-700">
              Hmm, you don't have any products to display. Visit {model.publicHost} to get started!
            </p>
          )}
          {model.products.groups.map((group) => (
            <DropdownMenu.Group key={group.type.code} aria-label={group.type.displayName}>
              <DropdownMenu.Label className={MENU_LABEL}>
                <Icon name={group.type.icon} className="size-4" />
                {group.type.displayName}
              </DropdownMenu.Label>
              {group.products.map((product) => (
                <ProductMenuItem key={product.userProductId} product={product} />
              ))}
            </DropdownMenu.Group>
          ))}
          <DropdownMenu.Separator className={MENU_SEPARATOR} />
          <DropdownMenu.Item asChild>
            <Link to={paths.products} className={MENU_ITEM}>
              Products Overview
            </Link>
          </DropdownMenu.Item>
          {model.ideasPortal && (
            <DropdownMenu.Item asChild>
              <Link to={paths.ideas} className={MENU_ITEM}>
                Bright Ideas
              </Link>
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
