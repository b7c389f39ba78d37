import { EyeOff, Star } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { useLeadImageHeld } from '@/lib/startup';
import { imageUrl } from '@/lib/tmdb/images';
import type { Episode } from '@/lib/catalog';
import { formatDate, formatRating, formatRuntime } from '../format';
import styles from './detail.module.css';
import seasonStyles from './seasons-section.module.css';

interface EpisodeCardProps {
  episode: Episode;
  showTitle: string;
  artPath: string | null;
  /** Settings' "Show spoilers" off and the episode unwatched: no still, no overview. */
  hideSpoilers: boolean;
  onPlay: () => void;
}

export function EpisodeCard({
  episode,
  showTitle,
  artPath,
  hideSpoilers,
  onPlay,
}: EpisodeCardProps) {
  const t = useT();
  const runtime = formatRuntime(episode.runtime);
  const name = episode.name || t('title.episode.untitled');
  // Stills wait for the show's backdrop to paint on the first screen (lib/startup/lead-image.ts).
  const held = useLeadImageHeld();
  return (
    <button
      type="button"
      className={seasonStyles.episode}
      aria-label={t('title.episode.play', {
        show: showTitle,
        number: episode.episodeNumber,
        name,
      })}
      onClick={onPlay}
    >
      {hideSpoilers ? (
        <SpoilerStill art={held || !artPath ? null : imageUrl(artPath, 'w300')} />
      ) : (
        <img
          className={seasonStyles.still}
          src={held ? undefined : imageUrl(episode.stillPath, 'w300')}
          alt=""
          loading="lazy"
          width={300}
          height={169}
        />
      )}
      <span className={seasonStyles.episodeHead}>
        <span className={seasonStyles.episodeNumber}>{episode.episodeNumber}</span>
        <span className={seasonStyles.episodeName}>{name}</span>
      </span>
      <span className={seasonStyles.episodeMeta}>
        {runtime ? <span>{runtime}</span> : null}
        <span className={styles.rating}>
          <Star aria-hidden="true" size={12} fill="currentColor" />{' '}
          {formatRating(episode.voteAverage)}
        </span>
        <span>{formatDate(episode.airDate)}</span>
      </span>
      <span className={seasonStyles.episodeOverview}>
        {hideSpoilers
          ? t('title.episode.hidden')
          : episode.overview || t('title.episode.noOverview')}
      </span>
    </button>
  );
}

/**
 * The picture of an episode whose still would be a spoiler: the series' own art, blurred and
 * darkened (a background, so no episode image is ever fetched), or a quiet pattern without
 * art, with a closed eye.
 */
function SpoilerStill({ art }: { art: string | null }) {
  return (
    <span
      className={`${seasonStyles.still} ${seasonStyles.hiddenStill}`}
      data-testid="hidden-still"
      style={art ? { backgroundImage: `url("${art}")` } : undefined}
    >
      <EyeOff aria-hidden="true" size={28} />
    </span>
  );
}
