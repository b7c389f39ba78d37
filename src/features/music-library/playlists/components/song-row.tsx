import { Download } from 'lucide-react';
import { memo } from 'react';
import { buttonClass } from '@/components/button';
import { formatDuration } from '@/lib/music/format';
import { useT } from '@/lib/i18n';
import { getArtistText } from '@/lib/music/song-fields';
import type { Song } from '@/lib/music/types';
import { togglePlay } from '@/features/music-player';
import { ArtImage } from '@/components/music-art';
import { SongMenu } from './song-menu';
import ui from './ui.module.css';
import icons from './row-icons.module.css';
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
  /** The thumbnail's address (a downloaded song's stored cover); `undefined` while held. */
  art: string | undefined;
}

// A row's buttons are plain buttons with CSS icons (row-icons.module.css): built once here.
const PLAY = buttonClass('icon', 'sm', `${styles.play} ${icons.icon} ${icons.play}`);
const PAUSE = buttonClass('icon', 'sm', `${styles.play} ${icons.icon} ${icons.pause}`);
const REMOVE = buttonClass('icon', 'sm', `${icons.icon} ${icons.remove}`);

/**
 * One song in a list: play, art, title and artist, album, duration, downloaded mark, '...' menu.
 * A long list mounts several a frame while it scrolls, so a row reads no store and runs no
 * effect (the list reads them once for all its rows) and holds few elements.
 */
export const SongRow = memo(function SongRow({
  song,
  position,
  onPlay,
  onRemove,
  isCurrent,
  playing,
  downloaded,
  art,
}: SongRowProps) {
  const t = useT();
  const artist = getArtistText(song);
  return (
    <div className={isCurrent ? `${styles.row} ${styles.current}` : styles.row}>
      <span className={styles.position}>
        <span className={styles.number} aria-hidden="true">
          {position}
        </span>
        <button
          type="button"
          className={playing ? PAUSE : PLAY}
          aria-label={
            playing
              ? t('playlists.songs.pause', { name: song.name })
              : t('playlists.songs.play', { name: song.name })
          }
          onClick={() => (isCurrent ? togglePlay() : onPlay(song))}
        />
      </span>
      <span className={styles.title}>
        <ArtImage src={art} className={styles.art} />
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
          <button
            type="button"
            className={REMOVE}
            aria-label={t('playlists.songs.remove', { name: song.name })}
            onClick={() => onRemove(song)}
          />
        ) : null}
      </span>
    </div>
  );
});
