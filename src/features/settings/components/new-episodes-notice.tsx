import { X } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { formatTitles, type FollowedShow } from '../new-episodes';
import styles from './settings-page.module.css';

/** The in-app notice of Settings → New episodes, until dismissed. */
export function NewEpisodesNotice({
  shows,
  onDismiss,
}: {
  shows: readonly FollowedShow[];
  onDismiss: () => void;
}) {
  const t = useT();
  return (
    <div className={styles.episodesNotice} role="status">
      <p>
        {t('settings.newEpisodes.notice', {
          count: shows.length,
          titles: formatTitles(shows.map((s) => s.title)),
        })}
      </p>
      <button
        type="button"
        className={styles.smallButton}
        onClick={onDismiss}
        aria-label={t('settings.newEpisodes.dismiss')}
      >
        <X aria-hidden="true" size={16} />
      </button>
    </div>
  );
}
