import { THEME_COLORS } from '@shared/config/theme-colors';

/**
 * Puts the browser's own bar (a phone's address bar, an installed app's title bar) in the
 * theme's colour. index.html starts it dark; the PWA shell, loaded once the page is idle,
 * keeps it on the chosen theme from then on, so none of this weighs on the first paint.
 */
export function syncThemeColor(theme: keyof typeof THEME_COLORS, doc: Document = document) {
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}
