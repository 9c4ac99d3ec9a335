import { DropdownMenu } from 'radix-ui';
import {
  type HelpfulColumnParts,
  HelpfulColumnsView,
} from '@/components/helpful-links/helpful-columns-view';
import { MENU_CONTENT } from '@/components/ui/menu-styles';
import type { ShellModel } from '../hooks/use-shell-model';
import { keepFocusInTheOpenMenu, useMenuStore } from '../stores/menu-store';
import { tabClass } from './tab-class';

/** The menu's columns are Radix menu groups, labels and items (arrow keys move between links). */
const MENU_PARTS: HelpfulColumnParts = {
  Group: DropdownMenu.Group,
  Label: DropdownMenu.Label,
  Item: ({ children }) => <DropdownMenu.Item asChild>{children}</DropdownMenu.Item>,
};

/** Spec §2 Helpful Stuff menu: a column per specialty; clicking a link closes the menu. */
export function HelpfulStuffMenu({ model, active }: { model: ShellModel; active: boolean }) {
  const open = useMenuStore((s) => s.openMenu === 'helpful');
  const setMenu = useMenuStore((s) => s.setMenu);
  const columns = model.helpfulColumns;
  return (
    <DropdownMenu.Root open={open} onOpenChange={(o) => setMenu('helpful', o)} modal={false}>
      <DropdownMenu.Trigger className={tabClass(active)} aria-current={active ? 'page' : undefined}>
        Helpful Stuff
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          onCloseAutoFocus={keepFocusInTheOpenMenu}
          className={`${MENU_CONTENT} max-w-[calc(100vw-2rem)]`}
        >
          {columns.length === 0 && model.specialtiesLoaded && (
            <p className="max-w-sm px-3 py-2 text-sm text-slate-700">
              Hmm, you haven't purchased IM, Peds, or MedStudent products yet. Visit{' '}
              {model.publicHost} to get started!
            </p>
          )}
          <HelpfulColumnsView columns={columns} parts={MENU_PARTS} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
