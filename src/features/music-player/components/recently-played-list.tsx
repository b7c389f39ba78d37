import { useRecentlyPlayed } from '../model/player-hooks';
import { SongRows } from './song-rows';
import styles from './mood-song-list.module.css';

/** The first songs of the listening history; nothing at all while it is empty. */
export default function RecentlyPlayedList({ limit = 6 }: { limit?: number }) {
  const recent = useRecentlyPlayed();
  if (recent.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="songs-recently-played">
      <h2 id="songs-recently-played" className={styles.heading}>
        Recently Played
      </h2>
      <SongRows songs={recent.slice(0, limit)} />
    </section>
  );
}
