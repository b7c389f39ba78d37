import { useEffect } from 'react';
import { ChevronLeft, ChevronRight, EyeOff } from 'lucide-react';
import { Button } from '@/components/button';
import { Link } from '@/components/link';
import { paths } from '@shared/config/paths';
import { MediaRow, MediaRowItem } from '@/components/row';
import { useT } from '@/lib/i18n';
import { log } from '@/lib/log';
import { yearOf } from '@/lib/tmdb/types';
import { useSeason, type SeasonSummary } from '@/lib/catalog';
import { useContinueEntry } from '@/lib/storage/video-lists';
import { useSetting } from '@/lib/settings';
import styles from './detail.module.css';
import { EpisodeCard } from './episode-card';
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
  /** The series' backdrop: the blurred picture of an episode whose still is a spoiler. */
  artPath: string | null;
  seasons: SeasonSummary[];
  numberOfSeasons: number | null;
  selected: number;
  onSelect: (seasonNumber: number) => void;
  onWatchEpisode: (season: number, episode: number) => void;
}

export function SeasonsSection({
  tvId,
  title,
  artPath,
  seasons,
  numberOfSeasons,
  selected,
  onSelect,
  onWatchEpisode,
}: SeasonsSectionProps) {
  const t = useT();
  const listed = listedSeasons(seasons);
  const last = numberOfSeasons ?? listed[listed.length - 1]?.seasonNumber ?? selected;
  // With one season both buttons would only ever be disabled.
  const oneSeason = listed.length <= 1 && last <= (listed[0]?.seasonNumber ?? selected);
  const season = useSeason(tvId, selected);
  useEffect(() => {
    // A failed season fetch is only logged, never shown as an error; the row shows no episodes.
    if (season.error) log.error('detail', 'season fetch failed:', season.error);
  }, [season.error]);
  const episodes = season.data?.episodes ?? [];
  const current = listed.find((s) => s.seasonNumber === selected);
  const showSpoilers = useSetting('showSpoilers');
  const reached = useContinueEntry({ id: tvId, type: 'tv' });
  const hidden = (episode: number) => !showSpoilers && !isReached(reached, selected, episode);
  const anyHidden = episodes.some((episode) => hidden(episode.episodeNumber));

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
      {oneSeason ? null : (
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
      )}
      <MediaRow
        title={t('title.seasons.episodesOf', {
          season: current?.name || t('title.seasons.season', { number: selected }),
        })}
        note={
          anyHidden ? (
            // Once per season, not on every card: what hides the stills, and where to change it.
            <p className={seasonStyles.spoilerNote}>
              <EyeOff aria-hidden="true" size={16} />
              <span>
                {t('title.spoilers.note')}{' '}
                <Link to={paths.settings}>{t('title.spoilers.settings')}</Link>
              </span>
            </p>
          ) : undefined
        }
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
              artPath={artPath}
              hideSpoilers={hidden(episode.episodeNumber)}
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
