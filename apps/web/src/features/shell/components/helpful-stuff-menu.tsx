import { DropdownMenu } from 'radix-ui';
import { MENU_CONTENT, MENU_ITEM, MENU_LABEL } from '@/components/ui/menu-styles';
import type { ShellModel } from '../hooks/use-shell-model';
import { keepFocusInTheOpenMenu, useMenuStore } from '../stores/menu-store';
import { HelpfulLinkAnchor } from './helpful-link';
import { tabClass } from './tab-class';

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
          <div className="flex gap-2">
            {columns.map((column) => (
              <DropdownMenu.Group key={column.specialty} aria-label={column.title} className="w-64">
                <DropdownMenu.Label className={MENU_LABEL}>{column.title}</DropdownMenu.Label>
                {column.links.map((link) => (
                  <DropdownMenu.Item key={`${link.label}-${link.link}`} asChild>
                    <HelpfulLinkAnchor link={link} className={MENU_ITEM} />
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
            ))}
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
