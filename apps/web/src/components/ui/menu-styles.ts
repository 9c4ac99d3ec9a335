/**
 * The classes of the app's drop-down menus (Radix DropdownMenu's content, items, labels and
 * separators), so every menu looks and behaves alike.
 */
export const MENU_CONTENT =
  'z-[1000] min-w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-xl outline-none data-[state=open]:animate-in';
export const MENU_ITEM =
  'flex w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-left text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';
export const MENU_LABEL =
  'flex items-center gap-2 px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500';
export const MENU_SEPARATOR = 'my-1 h-px bg-slate-200';
