/** Placeholders the size of what they stand for, so nothing jumps when the text arrives. */

const BAR = 'animate-pulse rounded bg-slate-200';

export function ContentsSkeleton() {
  return (
    <div className="flex flex-col gap-5 py-1" aria-hidden="true">
      {[0, 1, 2].map((chapter) => (
        <div key={chapter} className="flex flex-col gap-2.5">
          <div className={`${BAR} h-3 w-1/2`} />
          <div className={`${BAR} h-4 w-5/6`} />
          <div className={`${BAR} h-4 w-2/3`} />
          <div className={`${BAR} h-4 w-3/4`} />
        </div>
      ))}
    </div>
  );
}

export function SectionSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className={`${BAR} h-4 w-40`} aria-hidden="true" />
      <div className={`${BAR} mb-4 h-9 w-3/4`} aria-hidden="true" />
      {['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3', 'w-full', 'w-5/6'].map(
        (width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholder lines
          <div key={index} className={`${BAR} h-4 ${width}`} aria-hidden="true" />
        ),
      )}
    </div>
  );
}
