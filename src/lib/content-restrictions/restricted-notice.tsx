import { ShieldAlert } from 'lucide-react';
import type { Verdict } from '@shared/content-ratings/ceiling';
import { useT } from '@/lib/i18n';
import { useContentRestrictions } from './store';
import styles from './restricted-notice.module.css';

/** What a title the profile's ceiling keeps out is, when it has none to show. */
export const UNCHECKED: Verdict = {
  allowed: false,
  reason: 'unknown',
  rating: null,
  country: null,
};

/**
 * Why a title is kept from this profile, where its Watch, Play and Trailer buttons would be: its
 * rating above the limit (with the country when the ceiling's own has none for it), a title the
 * service marks adult, no known rating, or a rating that could not be checked.
 */
export function RestrictedNotice({ verdict }: { verdict: Verdict }) {
  const t = useT();
  const country = useContentRestrictions((s) => s.ceiling.country);
  const rating =
    verdict.rating && verdict.country && verdict.country !== country
      ? `${verdict.rating} (${verdict.country})`
      : (verdict.rating ?? '');
  const text =
    verdict.reason === 'above'
      ? t('contentRestrictions.above', { rating })
      : verdict.reason === 'adult'
        ? t('contentRestrictions.adult')
        : verdict.reason === 'unrated'
          ? t('contentRestrictions.unrated')
          : t('contentRestrictions.unknown');
  return (
    <p className={styles.notice} role="status">
      <ShieldAlert className={styles.icon} aria-hidden="true" size={20} />
      <span>{text}</span>
    </p>
  );
}
