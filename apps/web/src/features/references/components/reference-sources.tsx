/** Where a reference's content comes from: folded away under the content, one click to read. */
export function ReferenceSources({ sources }: { sources: readonly string[] }) {
  return (
    <details className="rounded-md border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-800">Sources</summary>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
        {sources.map((source) => (
          <li key={source}>{source}</li>
        ))}
      </ul>
    </details>
  );
}

/** The standing caution above a reference: static text, so not a live region like an Alert. */
export function ReferenceDisclaimer({ children }: { children: string }) {
  return (
    <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {children}
    </p>
  );
}
