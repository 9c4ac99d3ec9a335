import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { MENU_CONTENT, MENU_ITEM, MENU_LABEL, MENU_SEPARATOR } from '@/components/ui/menu-styles';
import { paths } from '@/lib/paths';
import type { ShellModel } from '../hooks/use-shell-model';
import { keepFocusInTheOpenMenu, useMenuStore } from '../stores/menu-store';
import { NAV_PLACES, placeLinks } from '../utils/navigation';
import { PRODUCTS_TRIGGER, ProductsMenuFace } from './menu-faces';
import { ProductMenuItem } from './product-link-item';

/** Spec §2 My Products drop-down, opened by the tab's separate expand icon. */
export function MyProductsMenu({ model }: { model: ShellModel }) {
  const open = useMenuStore((s) => s.openMenu === 'products');
  const setMenu = useMenuStore((s) => s.setMenu);
  const trigger = useRef<HTMLButtonElement>(null);
  // The drop-down hangs under the whole tab (label and icon), like the Helpful Stuff menu.
  const [alignOffset, setAlignOffset] = useState(0);
  const onOpenChange = (o: boolean) => {
    const button = trigger.current;
    const tab = button?.parentElement;
    if (o && button && tab)
      setAlignOffset(tab.getBoundingClientRect().left - button.getBoundingClientRect().left);
    setMenu('products', o);
  };
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label="Open the My Products menu"
        className={PRODUCTS_TRIGGER}
      >
        <ProductsMenuFace />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          alignOffset={alignOffset}
          sideOffset={8}
          onCloseAutoFocus={keepFocusInTheOpenMenu}
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
          {placeLinks(NAV_PLACES.productsMenu, 'productsMenu', model.nav).map((item) => (
            <DropdownMenu.Item key={item.id} asChild>
              <Link to={item.to ?? paths.products} className={MENU_ITEM}>
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
