import type { useT } from '@/lib/i18n';

type T = ReturnType<typeof useT>;

/** Words for a profile write that did not happen (nothing of it was written). */
export function problemText(t: T, reason: 'limit' | 'quota' | 'unavailable'): string {
  if (reason === 'limit') return t('profiles.error.limit');
  if (reason === 'quota') return t('profiles.error.quota');
  return t('profiles.error.unavailable');
}
