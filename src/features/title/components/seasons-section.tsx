import { useEffect } from 'react';
import { ChevronLeft, ChevronRight, Star } from 'lucide-react';
import { Button } from '@/components/button';
import { MediaRow, MediaRowItem } from '@/components/row';
import { useT } from '@/lib/i18n';
import { log } from '@/lib/log';
import { useLeadImageHeld } from '@/lib/startup';
import { imageUrl } from '@/lib/tmdb/images';
import { yearOf } from '@/lib/tmdb/types';
import { useSeason, type Episode, type SeasonSummary } from '@/lib/catalog';
import { useContinueEntry } from '@/lib/storage/video-lists';
import { useSetting } from '@/lib/settings';
import { formatDate, formatRating, formatRuntime } from '../format';
import styles from './detail.module.css';
import seasonStyles from './seasons-section.module.css';

/** The episode row scrolls a fixed 300 px per arrow, and has arrows only past 3 episodes. */
export const EPISODE_SCROLL_STEP = 300;
const ARROWS_AFTER = 3;

/** Season 0 ("Specials") is left out of the seasons a title lists. */
export const listedSeasons = (seasons: SeasonSummary[]) =>
  seasons.filter((s) => s.seasonNumber > 0);

interface SeasonsSectionProps {
  tvId: number;
  title: string;
  seasons: SeasonSummary[];
  numberOfSeasons: number | null;
  selected: number;
  onSelect: (seasonNumber: number) => void;
  onWatchEpisode: (season: number, episode: number) => void;
}

export function SeasonsSection({
  tvId,
  title,
  seasons,
  numberOfSeasons,
  selected,
  onSelect,
  onWatchEpisode,
}: SeasonsSectionProps) {
  const t = useT();
  const listed = listedSeasons(seasons);
  const last = numberOfSeasons ?? listed[listed.length - 1]?.seasonNumber ?? selected;
  const season = useSeason(tvId, selected);
  useEffect(() => {
    // A failed season fetch is only logged, never shown as an error; the row shows no episodes.
    if (season.error) log.error('detail', 'season fetch failed:', season.error);
  }, [season.error]);
  const episodes = season.data?.episodes ?? [];
  const current = listed.find((s) => s.seasonNumber === selected);
  const showSpoilers = useSetting('showSpoilers');
  const reached = useContinueEntry({ id: tvId, type: 'tv' });

  return (
    <>
      <section className={styles.section} aria-labelledby="seasons-heading">
        <h2 id="seasons-heading" className={styles.sectionTitle}>
          {t('title.seasons.heading')}
        </h2>
        <ul className={seasonStyles.seasonGrid}>
          {listed.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className={seasonStyles.seasonCard}
                aria-pressed={s.seasonNumber === selected}
                onClick={() => onSelect(s.seasonNumber)}
              >
                <span className={seasonStyles.seasonName}>
                  {s.name || t('title.seasons.season', { number: s.seasonNumber })}
                </span>
                <span>{t('title.seasons.episodes', { count: s.episodeCount })}</span>
                <span>{yearOf(s.airDate) ?? t('title.seasons.tba')}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <div className={seasonStyles.seasonNav}>
        {/* Narrow, each button shows a short word; its name stays the full one. */}
        <Button size="lg" disabled={selected <= 1} onClick={() => onSelect(selected - 1)}>
          <ChevronLeft aria-hidden="true" size={18} />
          <span className={seasonStyles.fullLabel}>{t('title.seasons.previous')}</span>
          <span className={seasonStyles.shortLabel} aria-hidden="true">
            {t('title.seasons.previousShort')}
          </span>
        </Button>
        <Button size="lg" disabled={selected >= last} onClick={() => onSelect(selected + 1)}>
          <span className={seasonStyles.fullLabel}>{t('title.seasons.next')}</span>
          <span className={seasonStyles.shortLabel} aria-hidden="true">
            {t('title.seasons.nextShort')}
          </span>
          <ChevronRight aria-hidden="true" size={18} />
        </Button>
      </div>
      <MediaRow
        title={t('title.seasons.episodesOf', {
          season: current?.name || t('title.seasons.season', { number: selected }),
        })}
        step={EPISODE_SCROLL_STEP}
        arrows={episodes.length > ARROWS_AFTER}
        empty={
          season.isPending ? (
            <p className={styles.muted}>{t('title.seasons.loadingEpisodes')}</p>
          ) : episodes.length === 0 ? (
            <p className={styles.muted}>{t('title.seasons.noEpisodes')}</p>
          ) : undefined
        }
      >
        {episodes.map((episode) => (
          <MediaRowItem key={episode.id} wide>
            <EpisodeCard
              episode={episode}
              showTitle={title}
              hideSpoilers={!showSpoilers && !isReached(reached, selected, episode.episodeNumber)}
              onPlay={() => onWatchEpisode(selected, episode.episodeNumber)}
            />
          </MediaRowItem>
        ))}
      </MediaRow>
    </>
  );
}

/**
 * "Watched" as far as Reelbeat knows: up to the episode the viewer last reached (from Continue
 * Watching), that one included. Later episodes are unwatched.
 */
export function isReached(
  reached: { season?: number; episode?: number } | undefined,
  season: number,
  episode: number,
): boolean {
  if (!reached?.season) return false;
  return (
    season < reached.season || (season === reached.season && episode <= (reached.episode ?? 1))
  );
}

interface EpisodeCardProps {
  episode: Episode;
  showTitle: string;
  /** Settings' "Show spoilers" off and the episode unwatched: no still, no overview. */
  hideSpoilers: boolean;
  onPlay: () => void;
}

function EpisodeCard({ episode, showTitle, hideSpoilers, onPlay }: EpisodeCardProps) {
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
        <span
          className={`${seasonStyles.still} ${seasonStyles.hiddenStill}`}
          data-testid="hidden-still"
        />
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
