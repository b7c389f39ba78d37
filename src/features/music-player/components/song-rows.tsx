import { Pause, Play } from 'lucide-react';
import { formatDuration } from '../../../lib/music/format';
import { getArtistText } from '../../../lib/music/song-fields';
import type { Song } from '../../../lib/music/types';
import { playSong, togglePlay } from '../model/player-store';
import { useCurrentSong, useIsPlaying } from '../model/player-hooks';
import { LikeButton } from './player-controls';
import { SongCover } from './song-cover';
import styles from './mood-song-list.module.css';

/** Rows of songs with play and like buttons; playing one makes the whole list the queue. */
export function SongRows({ songs }: { songs: Song[] }) {
  const current = useCurrentSong();
  const isPlaying = useIsPlaying();
  return (
    <ol className={styles.list}>
      {songs.map((song, index) => {
        const isCurrent = current?.id === song.id;
        const playing = isCurrent && isPlaying;
        return (
          <li
            key={`${song.id}-${index}`}
            className={`${styles.row} ${isCurrent ? styles.current : ''}`}
          >
            <button
              type="button"
              className={styles.play}
              aria-label={playing ? `Pause ${song.name}` : `Play ${song.name}`}
              onClick={() => (isCurrent ? togglePlay() : playSong(song, songs, index))}
            >
              {playing ? (
                <Pause aria-hidden="true" size={18} />
              ) : (
                <Play aria-hidden="true" size={18} />
              )}
            </button>
            <SongCover song={song} className={styles.cover} />
            <span className={styles.text}>
              <span className={styles.name}>{song.name}</span>
              <span className={styles.artist}>{getArtistText(song)}</span>
            </span>
            <LikeButton song={song} />
            <span className={styles.duration}>{formatDuration(song.duration)}</span>
          </li>
        );
      })}
    </ol>
  );
}
