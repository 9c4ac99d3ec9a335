/** Shared classes of the toolbar's drop-down menus, so the three look and behave alike. */
export const MENU_CONTENT =
  'z-[1000] min-w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-xl outline-none data-[state=open]:animate-in';
export const MENU_ITEM =
  'flex w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-left text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';
export const MENU_LABEL =
  'flex items-center gap-2 px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500';
export const MENU_SEPARATOR = 'my-1 h-px bg-slate-200';

/** A main toolbar tab; the active one is underlined. */
export function tabClass(active: boolean) {
  return `relative inline-flex h-16 items-center gap-2 border-b-[3px] px-3 text-sm font-semibold ${
    active
      ? 'border-brand-700 text-brand-800'
      : 'border-transparent text-slate-700 hover:text-slate-950'
  }`;
}
