import { useDeferredValue } from 'react';
import { MUSIC_PAGE_SIZE } from '@/lib/music/client';
import { useT } from '@/lib/i18n';
import { useLeadImageHeld } from '@/lib/startup';
import type { Mood } from '@shared/config/music-moods';
import { SongGrid, SongGridSkeleton, musicUi } from '../playlists';
import { useMoodSongs } from '../api/search-songs';
import { MOOD_NAMES } from './mood-names';
import styles from './sections.module.css';

/**
 * One mood of the music home: 8 songs, a spinner while loading, 'No songs found' otherwise.
 * `lead`: the section opens the page (see SongGrid).
 */
export function MoodSection({ mood, lead = false }: { mood: Mood; lead?: boolean }) {
  const t = useT();
  const name = t(MOOD_NAMES[mood]);
  // A section below the first screen's lead asks for its songs once the lead cover has painted,
  // so its search does not share the line with that cover (lib/startup/lead-image.ts).
  const held = useLeadImageHeld() && !lead;
  const query = useMoodSongs(mood, { enabled: !held });
  // The six sections' answers arrive together; built at transition priority, their 48 cards are
  // made in short slices instead of one long task.
  const { data, isPending, isError } = useDeferredValue(query);
  const headingId = `mood-${mood.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {name}
      </h2>
      {isPending ? (
        <div className={styles.loadingGrid} role="status">
          <span className={`${musicUi.spinner} ${styles.loadingSpinner}`} aria-hidden="true" />
          <span className={styles.srOnly}>{t('musicLibrary.mood.loading', { mood: name })}</span>
          <SongGridSkeleton count={MUSIC_PAGE_SIZE.mood} />
        </div>
      ) : isError || !data.results.length ? (
        <p className={musicUi.muted}>{t('musicLibrary.noSongs')}</p>
      ) : (
        <SongGrid songs={data.results} label={name} lead={lead} />
      )}
    </section>
  );
}
