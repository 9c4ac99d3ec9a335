import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { MENU_CONTENT, MENU_ITEM, MENU_LABEL, MENU_SEPARATOR } from '@/components/ui/menu-styles';
import { Section } from '@/components/ui/section';
import { Code } from './code';

const CHOICES = ['Compact', 'Comfortable', 'Spacious'];

/** A drop-down menu as the toolbar's are made: Radix DropdownMenu with the house's classes. */
export function MenusSection() {
  const [chosen, setChosen] = useState('Comfortable');
  return (
    <Section
      title="Menus"
      description={
        <>
          Radix <Code>DropdownMenu</Code> with the classes of components/ui/menu-styles, as the
          toolbar&apos;s menus: arrow keys move, Enter chooses, Escape closes and focus returns to
          the button. Which items show is the navigation model&apos;s business, not the menu&apos;s.
        </>
      }
    >
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className="inline-flex min-h-10 items-center gap-1 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100">
          Sample Menu
          <Icon name="expand" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="start" sideOffset={4} className={MENU_CONTENT}>
            <DropdownMenu.Label className={MENU_LABEL}>Density</DropdownMenu.Label>
            {CHOICES.map((choice) => (
              <DropdownMenu.Item
                key={choice}
                className={MENU_ITEM}
                onSelect={() => setChosen(choice)}
              >
                {choice}
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className={MENU_SEPARATOR} />
            <DropdownMenu.Item className={MENU_ITEM} onSelect={() => setChosen('Comfortable')}>
              Reset
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <p className="mt-3 text-sm text-slate-700">Chosen: {chosen}</p>
    </Section>
  );
}
