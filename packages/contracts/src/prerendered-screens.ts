/**
 * Signed-out screens the build draws ahead (decisions 0205, 0414): apps/web/scripts/prerender.mjs
 * writes each to `file` in the built SPA, with `title` as its page title (the live screen sets the
 * same once the app runs); the server serves it at `pathname` to visitors without a session, once
 * it has filled in the brand.
 */
export const PRERENDERED_SCREENS = [
  { pathname: '/login', file: 'login.html', title: 'Sign In' },
] as const;

/**
 * The app's page with the drawn page's starter and an empty #root, written by the build: the
 * server draws signed-in screens into it for the visitor's session (decision 0415; the route
 * registry's `drawnOnServer` says which).
 */
export const SIGNED_IN_TEMPLATE = 'signed-in.html';

/**
 * The id of the `<script type="application/json">` in which a page drawn for the session carries
 * the answers it was drawn from; the app adopts them at start rather than asking again.
 */
export const DRAWN_DATA_ELEMENT_ID = 'drawn-data';

/**
 * Stand-ins for the brand strings in a drawn screen: the brand is the server's configuration, not
 * the build's, so the server replaces each with its value, escaped.
 */
export const BRAND_PLACEHOLDERS = {
  productName: '%BRAND_PRODUCT_NAME%',
  supportEmail: '%BRAND_SUPPORT_EMAIL%',
  supportPhone: '%BRAND_SUPPORT_PHONE%',
  publicHost: '%BRAND_PUBLIC_HOST%',
} as const;

export type Brand = Record<keyof typeof BRAND_PLACEHOLDERS, string>;
