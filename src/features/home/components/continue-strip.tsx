import { Link } from '@/components/link';
import { href, paths } from '@shared/config/paths';
import { MediaRow, MediaRowItem } from '@/components/row';
import { useT } from '@/lib/i18n';
import { useLeadImageHeld } from '@/lib/startup';
import { imageUrl } from '@/lib/tmdb/images';
import { continueEpisodeLabel } from '../../library';
import { useContinueEntries } from '@/lib/storage/video-lists';
import styles from '../home.module.css';

export const CONTINUE_STRIP_SIZE = 6;

/** Up to six in-progress titles; each opens the player where it was left. */
export function ContinueStrip() {
  const t = useT();
  const entries = useContinueEntries().slice(0, CONTINUE_STRIP_SIZE);
  // The stills wait for the hero's backdrop to paint on the first screen (lib/startup/lead-image.ts).
  const held = useLeadImageHeld();
  return (
    <MediaRow
      title={t('home.continue.title')}
      action={
        <Link to={paths.continue} className={styles.viewAll}>
          {t('home.continue.viewAll')}
        </Link>
      }
      empty={
        entries.length === 0 ? (
          <p className={styles.emptyText}>{t('home.continue.empty')}</p>
        ) : undefined
      }
    >
      {entries.map((entry) => {
        const percent = Math.round(entry.progress);
        const episode = continueEpisodeLabel(entry);
        return (
          <MediaRowItem key={`${entry.type}-${entry.id}`} wide>
            <Link
              className={styles.continueCard}
              to={href.player(entry.type, entry.id, entry.season, entry.episode)}
              aria-label={
                episode
                  ? t('home.continue.cardEpisode', { title: entry.title, episode, percent })
                  : t('home.continue.card', { title: entry.title, percent })
              }
            >
              <img
                className={styles.continueImage}
                src={held ? undefined : imageUrl(entry.backdropPath ?? entry.posterPath, 'w780')}
                alt=""
                loading="lazy"
                width={300}
                height={169}
              />
              <span className={styles.continueInfo}>
                <span className={styles.continueTitle}>{entry.title}</span>
                <span className={styles.continueMeta}>
                  {episode ? <span>{episode}</span> : null}
                  <span className={styles.continueWatched}>
                    {t('home.continue.watched', { percent })}
                  </span>
                </span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${percent}%` }} />
                </span>
              </span>
            </Link>
          </MediaRowItem>
        );
      })}
    </MediaRow>
  );
}
