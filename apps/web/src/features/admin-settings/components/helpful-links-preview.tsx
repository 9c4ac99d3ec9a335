import type { HelpfulStuffUrls } from '@boardready/contracts';
import type { MouseEvent } from 'react';
import { helpfulColumns } from '@/components/helpful-links/helpful-columns';
import {
  type HelpfulColumnParts,
  HelpfulColumnsView,
} from '@/components/helpful-links/helpful-columns-view';
import { MENU_CONTENT } from '@/components/ui/menu-styles';
import { SPECIALTY_ORDER } from '@/lib/specialties';

/** Plain elements in place of the menu's: a preview is no menu to move through with arrows. */
const PREVIEW_PARTS: HelpfulColumnParts = {
  // the column's title stands first in it, as text (the menu's group is named by it)
  Group: ({ className, children }) => <div className={className}>{children}</div>,
  Label: ({ className, children }) => <p className={className}>{children}</p>,
  Item: ({ children }) => children,
};

// A click in the preview would leave the editor with its changes unsaved.
const stayHere = (event: MouseEvent) => event.preventDefault();

/**
 * The Helpful Stuff menu the draft gives, drawn by the shell's own columns (one column per
 * specialty, the classic Personal Trainer added to IM and PEDS): a learner sees the columns of
 * their specialties.
 */
export function HelpfulLinksPreview({ urls }: { urls: HelpfulStuffUrls }) {
  return (
    <div className="relative min-w-0 overflow-x-auto">
      <div className={`${MENU_CONTENT} w-max`} onClickCapture={stayHere}>
        <HelpfulColumnsView columns={helpfulColumns(SPECIALTY_ORDER, urls)} parts={PREVIEW_PARTS} />
      </div>
    </div>
  );
}
