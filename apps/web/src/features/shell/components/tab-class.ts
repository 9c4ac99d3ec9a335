/** A main toolbar tab; the active one is underlined. */
export function tabClass(active: boolean) {
  return `relative inline-flex h-16 items-center gap-2 border-b-[3px] px-3 text-sm font-semibold ${
    active
      ? 'border-brand-700 text-brand-800'
      : 'border-transparent text-slate-700 hover:text-slate-950'
  }`;
}
