import { i18n, type Messages } from '@lingui/core';
import { type Locale, type Region, formattingTag } from './locales';

interface CatalogModule {
  messages: Messages;
}

/**
 * Every catalogue of every locale, compiled by `@lingui/vite-plugin` (`?lingui`) and loaded on
 * demand. The build puts one locale's files in one chunk (vite.config.ts), so a language is one
 * request and only the chosen one is ever downloaded.
 */
const catalogueLoaders = import.meta.glob<CatalogModule>(
  ['/src/**/messages/*.json', '!**/node_modules/**'],
  { query: '?lingui' },
);

const localeOfPath = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

const loading = new Map<Locale, Promise<void>>();

/** Downloads and registers a locale's messages once; a failed download may be tried again. */
export function loadLocale(locale: Locale): Promise<void> {
  let pending = loading.get(locale);
  if (!pending) {
    const loaders = Object.entries(catalogueLoaders)
      .filter(([path]) => localeOfPath(path) === locale)
      .map(([, load]) => load());
    pending = Promise.all(loaders).then((modules) => {
      i18n.load(locale, Object.assign({}, ...modules.map((module) => module.messages)));
    });
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

let latestRequest = 0;

/**
 * Makes `locale` the interface language once its messages are in. When the user switches
 * twice quickly, the later choice wins even if the earlier download finishes last.
 */
export async function activateLocale(locale: Locale, region: Region): Promise<void> {
  const request = ++latestRequest;
  await loadLocale(locale);
  if (request !== latestRequest) return;
  const tag = formattingTag(locale, region);
  if (i18n.locale !== locale || i18n.locales?.[0] !== tag) i18n.activate(locale, [tag, locale]);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * The start-up language: the chosen one, else English when its file cannot be fetched (a
 * flaky network), else no messages at all, so the app still renders (showing message ids)
 * instead of failing on its first word.
 */
export async function activateStartupLocale(
  locale: Locale,
  region: Region,
  activate: typeof activateLocale = activateLocale,
): Promise<void> {
  try {
    await activate(locale, region);
  } catch {
    try {
      await activate('en', region);
    } catch {
      i18n.loadAndActivate({ locale: 'en', locales: [formattingTag('en', region)], messages: {} });
    }
  }
}
