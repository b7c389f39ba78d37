import { Download, Pause, Play, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Button } from '@/components/button';
import { formatDuration } from '@/lib/music/format';
import { useT } from '@/lib/i18n';
import { getArtistText } from '@/lib/music/song-fields';
import type { Song } from '@/lib/music/types';
import { togglePlay } from '@/features/music-player';
import { MusicArt } from '@/components/music-art';
import { SongMenu } from './song-menu';
import ui from './ui.module.css';
import styles from './song-row.module.css';

interface SongRowProps {
  song: Song;
  /** Shown in the # column (1-based). */
  position: number;
  onPlay: (song: Song) => void;
  /** Present on playlist pages: removes the song from that playlist. */
  onRemove?: (song: Song) => void;
  /** The player's song (`playing` when it is not paused); the list reads the player once. */
  isCurrent: boolean;
  playing: boolean;
  downloaded: boolean;
}

/** One song in a list: play, art, title and artist, album, duration, downloaded mark, '...' menu. */
export const SongRow = memo(function SongRow({
  song,
  position,
  onPlay,
  onRemove,
  isCurrent,
  playing,
  downloaded,
}: SongRowProps) {
  const t = useT();
  const artist = getArtistText(song);
  return (
    <div className={`${styles.row} ${isCurrent ? styles.current : ''}`}>
      <span className={styles.position}>
        <span className={styles.number} aria-hidden="true">
          {position}
        </span>
        <Button
          variant="icon"
          size="sm"
          className={styles.play}
          aria-label={
            playing
              ? t('playlists.songs.pause', { name: song.name })
              : t('playlists.songs.play', { name: song.name })
          }
          onClick={() => (isCurrent ? togglePlay() : onPlay(song))}
        >
          {playing ? <Pause aria-hidden="true" size={16} /> : <Play aria-hidden="true" size={16} />}
        </Button>
      </span>
      <span className={styles.title}>
        <MusicArt item={song} songId={song.id} className={styles.art} />
        <span className={styles.text}>
          <span className={styles.name}>{song.name}</span>
          <span className={styles.subline}>
            {downloaded ? (
              <span
                role="img"
                className={styles.downloadedMark}
                aria-label={t('playlists.downloads.downloaded')}
                title={t('playlists.downloads.downloaded')}
              >
                <Download aria-hidden="true" size={12} />
              </span>
            ) : null}
            {artist}
          </span>
        </span>
      </span>
      <span className={styles.artist}>{artist}</span>
      <span className={styles.album}>{song.album?.name ?? ''}</span>
      <span className={styles.status}>
        {downloaded ? (
          <span className={ui.badge} title={t('playlists.downloads.downloaded')}>
            <Download aria-hidden="true" size={12} />
            <span className={styles.badgeText}>{t('playlists.downloads.downloaded')}</span>
          </span>
        ) : null}
      </span>
      <span className={styles.duration}>{formatDuration(song.duration)}</span>
      <span className={styles.tools}>
        <SongMenu song={song} />
        {onRemove ? (
          <Button
            variant="icon"
            size="sm"
            aria-label={t('playlists.songs.remove', { name: song.name })}
            onClick={() => onRemove(song)}
          >
            <Trash2 aria-hidden="true" size={16} />
          </Button>
        ) : null}
      </span>
    </div>
  );
});
