/**
 * The app's keyboard shortcuts. The layout loads `GlobalShortcuts` after the first paint; the
 * Watch page registers its keys with `usePageKeys`; Settings shows `ShortcutsEntry`.
 */
export { default as GlobalShortcuts } from './components/global-shortcuts';
export { ShortcutsEntry } from './components/shortcuts-entry';
export { openShortcutsHelp } from './help-state';
export { usePageKeys, type PageKeys } from './page-keys';
