import type { useT } from '@/lib/i18n';
import { MAX_PROFILES } from '@/lib/storage/records/profiles';

type T = ReturnType<typeof useT>;

/** Words for a profile write that did not happen (nothing of it was written). */
export function problemText(t: T, reason: 'limit' | 'quota' | 'unavailable'): string {
  if (reason === 'limit') return t('profiles.error.limit');
  if (reason === 'quota') return t('profiles.error.quota');
  return t('profiles.error.unavailable');
}

/**
 * Why "Add profile" is not offered: at the limit, delete one; above it (a sync or a backup
 * brought more, and every one is kept), how many must go before another can be added.
 */
export function limitText(t: T, count: number): string {
  if (count <= MAX_PROFILES) return t('profiles.error.limit');
  return t('profiles.error.over', { count, over: count - MAX_PROFILES + 1 });
}
