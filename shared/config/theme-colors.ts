/**
 * The colour of the browser's own bar around the app (a phone's address bar, an installed
 * app's title bar) in each theme. index.html and the web manifest carry the dark one, the
 * default; Settings' light theme sets the page's `theme-color` to the light one.
 */
export const THEME_COLORS = { dark: '#0b0b0f', light: '#ffffff' } as const;
