import { i18n } from '@lingui/core';
import { loaders } from 'virtual:reelbeat-messages';
import { messages as sourceShell } from 'virtual:reelbeat-messages/en/shell';
import { type Locale, type Region, SOURCE_LOCALE, formattingTag } from './locales';

type Group = 'shell' | 'pages';

const loading = new Map<string, Promise<void>>();
// English is the source language and the fallback when another cannot be fetched: its shell's
// words (~2 kB gzip) ship inside the first-paint file, so an English reader's first render waits
// for no second request and the fallback cannot fail.
i18n.load(SOURCE_LOCALE, sourceShell);
loading.set(`${SOURCE_LOCALE}/shell`, Promise.resolve());
/** Whether any page has asked for its messages: a language switch then loads pages' too. */
let pagesWanted = false;

/**
 * Downloads and registers one group of a language's messages once (a failed download may be
 * tried again). `virtual:reelbeat-messages` (scripts/messages-plugin.ts) makes each group one
 * request; only the chosen language is ever downloaded.
 */
function loadGroup(locale: Locale, group: Group): Promise<void> {
  const key = `${locale}/${group}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loaders[locale][group]().then(({ messages }) => i18n.load(locale, messages));
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The shell's messages of `locale`, and the pages' once a page has been shown. */
export const loadLocale = (locale: Locale): Promise<void> =>
  Promise.all([
    loadGroup(locale, 'shell'),
    ...(pagesWanted ? [loadGroup(locale, 'pages')] : []),
  ]).then(() => undefined);

/**
 * The pages' messages in the active language: the route table loads them beside a page's code,
 * so a page renders with its words, and the first paint carries only the shell's.
 */
export function loadPageMessages(): Promise<void> {
  pagesWanted = true;
  const locale = (i18n.locale || 'en') as Locale;
  return loadGroup(locale, 'pages');
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
