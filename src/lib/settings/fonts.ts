import type { FontFamily } from './settings-schema';

/** CSS font-family stacks; the fallbacks keep text readable while a chosen font loads. */
const FALLBACK = "system-ui, -apple-system, 'Segoe UI', sans-serif";
export const FONT_STACKS: Record<FontFamily, string> = {
  Inter: `'Inter Variable', 'Inter Fallback', Inter, ${FALLBACK}`,
  Roboto: `'Roboto Variable', Roboto, 'Roboto Fallback', ${FALLBACK}`,
  'Open Sans': `'Open Sans Variable', 'Open Sans', 'Open Sans Fallback', ${FALLBACK}`,
  Poppins: `Poppins, 'Poppins Fallback', ${FALLBACK}`,
  Montserrat: `'Montserrat Variable', Montserrat, 'Montserrat Fallback', ${FALLBACK}`,
};

/**
 * A chosen family's stylesheets, with the metric-matched fallbacks of the four (local fonts
 * only, one small stylesheet) so the page keeps its place until the family's files arrive.
 */
const withFallbacks = (...sheets: Promise<unknown>[]) =>
  Promise.all([import('../../styles/fonts/other-fallbacks.css'), ...sheets]);

/**
 * Self-hosted font files. Inter, the default, is declared with the app's own styles (main.tsx);
 * a browser downloads a declared face only once text uses it, so a user who picks another family
 * never downloads Inter. The other families are fetched only when chosen: dynamic imports make
 * Vite emit each as its own lazily loaded CSS chunk.
 */
const loaders: Record<FontFamily, () => Promise<unknown>> = {
  Inter: () => Promise.resolve(),
  Roboto: () => withFallbacks(import('@fontsource-variable/roboto/wght.css')),
  'Open Sans': () => withFallbacks(import('@fontsource-variable/open-sans/wght.css')),
  Montserrat: () => withFallbacks(import('@fontsource-variable/montserrat/wght.css')),
  Poppins: () =>
    withFallbacks(import('@fontsource/poppins/400.css'), import('@fontsource/poppins/700.css')),
};

const loaded = new Map<FontFamily, Promise<unknown>>();

export function loadFontFamily(family: FontFamily): Promise<unknown> {
  let pending = loaded.get(family);
  if (!pending) {
    pending = loaders[family]().catch((error: unknown) => {
      loaded.delete(family);
      throw error;
    });
    loaded.set(family, pending);
  }
  return pending;
}
