import { Pause, Play } from 'lucide-react';
import { getArtistText } from '@/lib/music/song-fields';
import type { Song } from '@/lib/music/types';
import { useT } from '@/lib/i18n';
import { playSong, togglePlay, useCurrentSong, useIsPlaying } from '@/features/music-player';
import { MusicArt } from '@/components/music-art';
import { SongMenu } from './song-menu';
import styles from './song-card.module.css';
import { useAllowedSongs } from '@/lib/content-restrictions';

interface SongGridProps {
  songs: Song[];
  label: string;
  /**
   * The grid opens its page: its first cover (usually the page's largest paint) is fetched at
   * high priority and the others at low, so on a slow connection the first arrives first
   * instead of sharing the line with every cover the screen shows.
   */
  lead?: boolean;
}

/**
 * Songs as cover cards; playing one makes the grid the queue. Grids only hold short, fixed lists
 * (a mood's 8 songs, Recently Played, Trending Now) that open their pages, so their covers load
 * eagerly: the first cover is usually the page's largest paint.
 */
export function SongGrid({ songs: listed, label, lead = false }: SongGridProps) {
  // Recently Played is stored: a kids profile's grid leaves out the songs marked explicit.
  const songs = useAllowedSongs(listed);
  return (
    <ul className={styles.grid} aria-label={label}>
      {songs.map((song, index) => (
        <li key={`${song.id}-${index}`}>
          <SongCard
            song={song}
            onPlay={() => playSong(song, songs, index)}
            imagePriority={lead ? (index === 0 ? 'high' : 'low') : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

export function SongCard({
  song,
  onPlay,
  imagePriority,
}: {
  song: Song;
  onPlay: () => void;
  imagePriority?: 'high' | 'low';
}) {
  const t = useT();
  const isCurrent = useCurrentSong()?.id === song.id;
  const playing = useIsPlaying() && isCurrent;
  return (
    <article className={`${styles.card} ${isCurrent ? styles.current : ''}`}>
      <div className={styles.artBox}>
        <MusicArt
          item={song}
          songId={song.id}
          className={styles.art}
          large
          loading="eager"
          priority={imagePriority}
        />
        <button
          type="button"
          className={styles.play}
          aria-label={
            playing
              ? t('playlists.songs.pause', { name: song.name })
              : t('playlists.songs.play', { name: song.name })
          }
          onClick={isCurrent ? togglePlay : onPlay}
        >
          {playing ? <Pause aria-hidden="true" size={20} /> : <Play aria-hidden="true" size={20} />}
        </button>
      </div>
      <div className={styles.meta}>
        <div className={styles.text}>
          <h3 className={styles.name} title={song.name}>
            {song.name}
          </h3>
          <p className={styles.artist}>{getArtistText(song)}</p>
        </div>
        <SongMenu song={song} />
      </div>
    </article>
  );
}

/**
 * Placeholder cards with the real card's boxes (square art, two text lines, the menu button's
 * height), so a grid that loads does not push the page down when the songs arrive.
 */
export function SongGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className={`${styles.card} ${styles.skeleton}`}>
            <div className={styles.art} />
            <div className={styles.meta}>
              <div className={styles.text}>
                <p className={styles.name}>&nbsp;</p>
                <p className={styles.artist}>&nbsp;</p>
              </div>
              <span className={styles.menuSpace} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
