import { useCallback, useSyncExternalStore } from 'react';
import { i18n } from '@lingui/core';

/** Values an ICU message interpolates: `{count, plural, one {# song} other {# songs}}`. */
export type MessageValues = Record<string, unknown>;

/**
 * The message `id` in the active language, with `values` filled in. For code outside React
 * (stores, error texts built once); components use `useT`, which re-renders on a switch.
 * Ids are always written out literally (`t('app.notFound.title')`), never assembled, so the
 * catalogue test can check that each one exists.
 */
export const t = (id: string, values?: MessageValues): string => i18n._(id, values);

/**
 * Marks an id for translation later, where a table names messages before any language is
 * active (navigation items, option labels). Returns the id; pass it to `t` when rendering.
 */
export const msg = <Id extends string>(id: Id): Id => id;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLocale = () => i18n.locale;

/** The active interface language; components that read it re-render when it changes. */
export const useLocale = () => useSyncExternalStore(subscribe, activeLocale, activeLocale);

/**
 * `t` for components: `const t = useT(); t('app.notFound.title')`. The component re-renders when the
 * language changes (no provider needed, so a component renders the same in a test).
 */
export function useT(): typeof t {
  const locale = useLocale();
  // A new function per language, so memoised children that take `t` update too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((id: string, values?: MessageValues) => i18n._(id, values), [locale]);
}
