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

/** Their metric-matched fallbacks (local fonts only), in one small stylesheet for all four. */
const fallbacks = () => import('../../styles/fonts/other-fallbacks.css');

/**
 * Self-hosted font files. Inter, the default, is declared with the app's own styles (main.tsx);
 * a browser downloads a declared face only once text uses it, so a user who picks another family
 * never downloads Inter. The other families are fetched only when chosen: dynamic imports make
 * Vite emit each as its own lazily loaded CSS chunk, and each brings the fallbacks with it.
 */
const loaders: Record<FontFamily, () => Promise<unknown>> = {
  Inter: () => Promise.resolve(),
  Roboto: () => Promise.all([fallbacks(), import('@fontsource-variable/roboto/wght.css')]),
  'Open Sans': () => Promise.all([fallbacks(), import('@fontsource-variable/open-sans/wght.css')]),
  Montserrat: () => Promise.all([fallbacks(), import('@fontsource-variable/montserrat/wght.css')]),
  Poppins: () =>
    Promise.all([
      fallbacks(),
      import('@fontsource/poppins/400.css'),
      import('@fontsource/poppins/700.css'),
    ]),
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
