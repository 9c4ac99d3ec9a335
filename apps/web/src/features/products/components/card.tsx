import { type ReactNode, useId } from 'react';
import type { Badge } from '../utils/access';
import { Badges } from './badge';

/** A product's card on these pages: a list item named by its heading, with its badges beside it. */
export function Card({
  title,
  eyebrow,
  badges,
  children,
}: {
  title: string;
  /** a line above the title (the product type) */
  eyebrow?: ReactNode;
  badges: Badge[];
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          {eyebrow}
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h3>
        </div>
        <Badges badges={badges} />
      </div>
      {children}
    </li>
  );
}
