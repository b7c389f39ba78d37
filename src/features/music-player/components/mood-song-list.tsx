import { useQuery } from '@tanstack/react-query';
import { MUSIC_PAGE_SIZE, musicClient } from '../../../lib/music/client';
import { SongRows } from './song-rows';
import styles from './mood-song-list.module.css';

const headingId = (text: string) => `songs-${text.replace(/\W+/g, '-').toLowerCase()}`;

/** One mood's songs (a search by the mood's name), with play buttons. */
export default function MoodSongList({
  mood,
  limit = MUSIC_PAGE_SIZE.mood,
}: {
  mood: string;
  limit?: number;
}) {
  const { data, isPending, isError } = useQuery({
    queryKey: ['music', 'search', 'songs', mood, 0, limit],
    queryFn: ({ signal }) => musicClient.searchSongs(mood, 0, limit, signal),
  });
  return (
    <section className={styles.section} aria-labelledby={headingId(mood)}>
      <h2 id={headingId(mood)} className={styles.heading}>
        {mood}
      </h2>
      {isPending ? <p className={styles.muted}>Loading ...</p> : null}
      {isError || data?.results.length === 0 ? (
        <p className={styles.muted}>No songs found</p>
      ) : null}
      {data?.results.length ? <SongRows songs={data.results} /> : null}
    </section>
  );
}
