import { useQuery } from '@tanstack/react-query';
import { MUSIC_PAGE_SIZE } from '../../../lib/music/client';
import { SongGrid, musicUi } from '../../playlists';
import { songSearchOptions } from '../api/search-songs';
import styles from './sections.module.css';

/** One mood of the music home: 8 songs, a spinner while loading, 'No songs found' otherwise. */
export function MoodSection({ mood }: { mood: string }) {
  const { data, isPending, isError } = useQuery(songSearchOptions(mood, MUSIC_PAGE_SIZE.mood));
  const headingId = `mood-${mood.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {mood}
      </h2>
      {isPending ? (
        <div className={styles.loading} role="status">
          <span className={musicUi.spinner} aria-hidden="true" />
          <span className={styles.srOnly}>Loading {mood}…</span>
        </div>
      ) : isError || !data.results.length ? (
        <p className={musicUi.muted}>No songs found</p>
      ) : (
        <SongGrid songs={data.results} label={mood} />
      )}
    </section>
  );
}
