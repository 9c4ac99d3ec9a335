import { create } from 'zustand';

export type ToolbarMenu = 'user' | 'products' | 'helpful';

interface MenuState {
  /** the one toolbar menu open, if any (spec §4 toolbar menus) */
  openMenu: ToolbarMenu | null;
  /** spec §4 mobile navigation menu: isOpen starts false */
  drawerOpen: boolean;
  helpfulDrawerOpen: boolean;
  setMenu(menu: ToolbarMenu, open: boolean): void;
  closeMenus(): void;
  openDrawer(): void;
  closeDrawer(): void;
  toggleDrawer(): void;
  setHelpfulDrawer(open: boolean): void;
}

export const useMenuStore = create<MenuState>((set) => ({
  openMenu: null,
  drawerOpen: false,
  helpfulDrawerOpen: false,
  setMenu: (menu, open) =>
    set((s) => ({ openMenu: open ? menu : s.openMenu === menu ? null : s.openMenu })),
  closeMenus: () => set({ openMenu: null }),
  openDrawer: () => set({ drawerOpen: true }),
  closeDrawer: () => set({ drawerOpen: false, helpfulDrawerOpen: false }),
  toggleDrawer: () => set((s) => ({ drawerOpen: !s.drawerOpen, helpfulDrawerOpen: false })),
  setHelpfulDrawer: (open) => set({ helpfulDrawerOpen: open }),
}));

/** Spec §2: the body carries a 'menu open' marker while any menu is open. */
export function isAnyMenuOpen(s: Pick<MenuState, 'openMenu' | 'drawerOpen'>): boolean {
  return s.openMenu !== null || s.drawerOpen;
}

/**
 * A menu's close auto-focus (its trigger gets the focus back). When it closed because another
 * menu opened, the focus stays where it is: taking it back would close the new menu at once.
 */
export function keepFocusInTheOpenMenu(event: Event) {
  if (useMenuStore.getState().openMenu !== null) event.preventDefault();
}
