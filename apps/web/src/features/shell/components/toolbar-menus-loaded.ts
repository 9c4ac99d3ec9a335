// The lazily loaded half of the toolbar (see toolbar-menus.tsx).
export { HelpfulStuffMenu } from './helpful-stuff-menu';
export { MyProductsMenu } from './my-products-menu';
export { UserMenu } from './user-menu';
