import { type ReactNode, useId } from 'react';

/**
 * A titled card of a screen: a region named by its heading (h2), its content below. The Study
 * Board's and a deck's blocks are panels; `className` adds to the card (a grid placement).
 */
export function Panel({
  title,
  description,
  children,
  className = '',
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description && <div className="text-sm text-slate-700">{description}</div>}
      </div>
      {children}
    </section>
  );
}
