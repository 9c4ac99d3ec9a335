import type { ReactNode } from 'react';

/** A primitive's name in a section's description. */
export function Code({ children }: { children: ReactNode }) {
  return <code className="rounded bg-slate-100 px-1 font-mono text-[0.8125rem]">{children}</code>;
}
