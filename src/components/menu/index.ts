export { onMenuKey, useMenu, whileMenuOpen } from './use-menu';
