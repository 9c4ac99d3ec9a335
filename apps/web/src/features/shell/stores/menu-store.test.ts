import { beforeEach, describe, expect, test } from 'vitest';
import { isAnyMenuOpen, useMenuStore } from './menu-store';

const state = () => useMenuStore.getState();

describe('menu store (spec §4)', () => {
  beforeEach(() => {
    useMenuStore.setState(useMenuStore.getInitialState(), true);
  });

  test('[DRAWER-31] [BAR-33] the drawer and every toolbar menu start closed', () => {
    expect(state().drawerOpen).toBe(false);
    expect(state().helpfulDrawerOpen).toBe(false);
    expect(state().openMenu).toBeNull();
    expect(isAnyMenuOpen(state())).toBe(false);
  });

  test('[DRAWER-32] [DRAWER-33] open sets isOpen true; close sets it false (and the sub-drawer too)', () => {
    state().openDrawer();
    expect(state().drawerOpen).toBe(true);
    state().openDrawer();
    expect(state().drawerOpen).toBe(true);
    state().setHelpfulDrawer(true);
    state().closeDrawer();
    expect(state().drawerOpen).toBe(false);
    expect(state().helpfulDrawerOpen).toBe(false);
    state().closeDrawer();
    expect(state().drawerOpen).toBe(false);
  });

  test('[DRAWER-34] the button toggles isOpen', () => {
    state().toggleDrawer();
    expect(state().drawerOpen).toBe(true);
    state().toggleDrawer();
    expect(state().drawerOpen).toBe(false);
  });

  test('[BAR-32] each toolbar menu is open or closed, and opening one closes the others', () => {
    state().setMenu('user', true);
    expect(state().openMenu).toBe('user');
    state().setMenu('products', true);
    expect(state().openMenu).toBe('products');
    // Closing a menu that is not the open one leaves the open one alone.
    state().setMenu('user', false);
    expect(state().openMenu).toBe('products');
    state().setMenu('products', false);
    expect(state().openMenu).toBeNull();
  });

  test('[BAR-34] [BAR-35] [BAR-36] closing the menus closes whichever is open', () => {
    state().setMenu('helpful', true);
    expect(isAnyMenuOpen(state())).toBe(true);
    state().closeMenus();
    expect(state().openMenu).toBeNull();
    expect(isAnyMenuOpen(state())).toBe(false);
  });
});
