/** The toolbar's hamburger button, which gets the focus back when the drawer closes. */
export const DRAWER_BUTTON_ID = 'navigation-drawer-button';
