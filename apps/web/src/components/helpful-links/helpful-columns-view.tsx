import type { ComponentType, ReactElement, ReactNode } from 'react';
import { MENU_ITEM, MENU_LABEL } from '@/components/ui/menu-styles';
import type { HelpfulColumn } from './helpful-columns';
import { HelpfulLinkAnchor } from './helpful-link';

/** The elements a place draws the columns with: the menu's Radix parts, or plain ones. */
export interface HelpfulColumnParts {
  Group: ComponentType<{ 'aria-label': string; className: string; children: ReactNode }>;
  Label: ComponentType<{ className: string; children: ReactNode }>;
  /** holds each link's anchor (the menu's item takes it as its child) */
  Item: ComponentType<{ children: ReactElement }>;
}

/**
 * Spec §2 Helpful Stuff columns as the menu shows them: a titled column per specialty with its
 * links. The toolbar's menu and the flags screen's preview draw them with this one component, so
 * the preview is what the menu will show.
 */
export function HelpfulColumnsView({
  columns,
  parts: { Group, Label, Item },
}: {
  columns: readonly HelpfulColumn[];
  parts: HelpfulColumnParts;
}) {
  return (
    <div className="flex gap-2">
      {columns.map((column) => (
        <Group key={column.specialty} aria-label={column.title} className="w-64">
          <Label className={MENU_LABEL}>{column.title}</Label>
          {column.links.map((link) => (
            <Item key={`${link.label}-${link.link}`}>
              <HelpfulLinkAnchor link={link} className={MENU_ITEM} />
            </Item>
          ))}
        </Group>
      ))}
    </div>
  );
}
