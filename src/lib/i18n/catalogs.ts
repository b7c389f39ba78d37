import { i18n } from '@lingui/core';
import { loaders } from 'virtual:reelbeat-messages';
import {
  groups as sourceGroups,
  messages as sourceShell,
} from 'virtual:reelbeat-messages/en/shell';
import { type Locale, type Region, SOURCE_LOCALE, formattingTag } from '@shared/i18n/locales';
import type { MessageGroup, ShellModule } from '@shared/i18n/message-groups';
import { primeNumberFormats } from './number-formats';

const shells = new Map<string, Promise<ShellModule>>();
const loading = new Map<string, Promise<void>>();
// English is the source language and the fallback when another cannot be fetched: its shell's
// words ship inside the first-paint file, so an English reader's first render waits
// for no second request and the fallback cannot fail.
i18n.load(SOURCE_LOCALE, sourceShell);
shells.set(SOURCE_LOCALE, Promise.resolve({ messages: sourceShell, groups: sourceGroups }));
/** The pages' groups something on screen has asked for: a language switch loads these too. */
const wanted = new Set<MessageGroup>();

/** Runs `load` once per key while it succeeds or is under way; a failure may be tried again. */
function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load();
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/**
 * A language's shell words, registered, with the loaders of its other groups. `virtual:reelbeat-
 * messages` (scripts/build/messages-plugin.ts) makes each group one request; only the chosen language
 * is ever downloaded.
 */
const loadShell = (locale: Locale): Promise<ShellModule> =>
  once(shells, locale, () =>
    loaders[locale as Exclude<Locale, 'en'>]().then((shell) => {
      i18n.load(locale, shell.messages);
      return shell;
    }),
  );

/** One group of the pages' words of a language, registered once. */
const loadGroup = (locale: Locale, group: MessageGroup): Promise<void> =>
  once(loading, `${locale}/${group}`, () =>
    loadShell(locale)
      .then((shell) => shell.groups[group]())
      .then(({ messages }) => i18n.load(locale, messages)),
  );

/** The shell's messages of `locale`, and every pages' group asked for so far. */
export const loadLocale = (locale: Locale): Promise<void> =>
  Promise.all([loadShell(locale), ...[...wanted].map((g) => loadGroup(locale, g))]).then(
    () => undefined,
  );

/**
 * Groups of the pages' messages (shared/i18n/message-groups.ts) in the active language, for
 * code about to render with them; they stay wanted, so a language switch brings them along.
 */
export function loadMessages(groups: readonly MessageGroup[]): Promise<void> {
  for (const group of groups) wanted.add(group);
  const locale = (i18n.locale || SOURCE_LOCALE) as Locale;
  return Promise.all(groups.map((group) => loadGroup(locale, group))).then(() => undefined);
}

/**
 * A lazily loaded module with the groups of messages it speaks from, both in before it renders:
 * `withMessages(groups, import(path))`. The load-point test (message-groups.test.ts)
 * finds every call by this shape and checks the groups against the words the module's code uses.
 */
export const withMessages = <T>(groups: readonly MessageGroup[], module: Promise<T>): Promise<T> =>
  Promise.all([module, loadMessages(groups)]).then(([loaded]) => loaded);

let latestRequest = 0;

/**
 * Makes `locale` the interface language once its messages are in. When the user switches
 * twice quickly, the later choice wins even if the earlier download finishes last.
 */
export async function activateLocale(locale: Locale, region: Region): Promise<void> {
  const request = ++latestRequest;
  // A page that asks for a group while the switch downloads asks in the old language: go round
  // again until every wanted group of the new language is in, so nothing shows as a bare id.
  let count: number;
  do {
    count = wanted.size;
    await loadLocale(locale);
  } while (count !== wanted.size);
  if (request !== latestRequest) return;
  const tag = formattingTag(locale, region);
  if (i18n.locale !== locale || i18n.locales?.[0] !== tag) {
    i18n.activate(locale, [tag, locale]);
    primeNumberFormats();
  }
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
      primeNumberFormats();
    }
  }
}
