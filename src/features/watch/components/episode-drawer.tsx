import { Button } from '@/components/button';
import { useEffect, useId, useRef, useState } from 'react';
import { ListVideo, X } from 'lucide-react';
import { useT } from '@/lib/i18n';
import type { SeasonSummary } from '@/lib/tmdb/types';
import { useSeason } from '@/lib/catalog';
import type { EpisodeRef } from '../episode-nav';
import { isGenericEpisodeName } from '../episode-name';
import extra from '../player-extras.module.css';
import styles from '../watch.module.css';

interface EpisodeDrawerProps {
  showId: number;
  current: EpisodeRef;
  seasons: readonly SeasonSummary[] | undefined;
  onGo: (episode: EpisodeRef) => void;
}

/** A season picker and the season's episodes, the current one marked. */
export function EpisodeDrawer({ showId, current, seasons, onGo }: EpisodeDrawerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [seasonNumber, setSeasonNumber] = useState(current.season);
  const panelId = useId();
  const regular = (seasons ?? []).filter((s) => s.seasonNumber > 0);
  const season = useSeason(open ? showId : null, seasonNumber);
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes the drawer as it closes a dialog, and focus goes back to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      // Handled: TV mode's Back then closes only the drawer, not the page.
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <Button
        ref={toggle}
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <ListVideo aria-hidden size={18} /> {t('watch.episodes.label')}
      </Button>
      {open ? (
        <section id={panelId} className={extra.drawer} aria-label={t('watch.drawer.label')}>
          <div className={extra.drawerHead}>
            <label className={extra.seasonLabel}>
              {t('watch.drawer.season')}
              <select
                className={extra.seasonSelect}
                value={seasonNumber}
                onChange={(e) => setSeasonNumber(Number(e.target.value))}
              >
                {(regular.length ? regular : [{ seasonNumber: current.season, name: '' }]).map(
                  (s) => (
                    <option key={s.seasonNumber} value={s.seasonNumber}>
                      {s.name || t('watch.drawer.seasonName', { number: s.seasonNumber })}
                    </option>
                  ),
                )}
              </select>
            </label>
            <Button
              variant="icon"
              onClick={() => setOpen(false)}
              aria-label={t('watch.drawer.close')}
            >
              <X aria-hidden size={18} />
            </Button>
          </div>
          {season.isPending ? <p>{t('watch.drawer.loading')}</p> : null}
          {season.isError ? <p>{t('watch.drawer.error')}</p> : null}
          <ol className={extra.drawerList}>
            {(season.data?.episodes ?? []).map((e) => {
              const isCurrent =
                seasonNumber === current.season && e.episodeNumber === current.episode;
              // A name that is only "Episode N" is said once, in the reader's language.
              const untitled = isGenericEpisodeName(e.name, e.episodeNumber);
              return (
                <li key={e.id}>
                  <button
                    type="button"
                    className={extra.drawerItem}
                    aria-current={isCurrent ? 'true' : undefined}
                    onClick={() => {
                      setOpen(false);
                      if (!isCurrent) onGo({ season: seasonNumber, episode: e.episodeNumber });
                    }}
                  >
                    {untitled ? null : (
                      <>
                        <span className={styles.quality}>
                          {t('watch.drawer.number', { number: e.episodeNumber })}
                        </span>{' '}
                      </>
                    )}
                    <span className={extra.drawerName}>
                      {untitled ? t('watch.drawer.untitled', { number: e.episodeNumber }) : e.name}
                    </span>
                    {isCurrent ? (
                      <>
                        {' '}
                        <span className={styles.quality}>{t('watch.drawer.playing')}</span>
                      </>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}
    </>
  );
}
