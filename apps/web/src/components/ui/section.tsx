import { type ReactNode, useId } from 'react';

/**
 * A titled block of a settings-like page: what it is about on the left (above on phones), its
 * form or content on the right, in one card.
 */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-[14rem_1fr] md:gap-8"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description && <div className="text-sm text-slate-600">{description}</div>}
      </div>
      <div className="min-w-0">{children}</div>
    </section>
  );
}
