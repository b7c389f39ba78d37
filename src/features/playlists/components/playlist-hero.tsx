import { Download } from 'lucide-react';
import type { LocalPlaylist } from '@/features/music-library';
import { countText, totalMinutes } from '../model/playlist-ops';
import { PlaylistCover } from './playlist-cover';
import ui from './ui.module.css';
import styles from './playlist-page.module.css';

/** Cover (opens the cover dialog), name, description, 'by' owner, count, minutes, badge. */
export function PlaylistHero({
  playlist,
  onCover,
  editable,
}: {
  playlist: LocalPlaylist;
  onCover: () => void;
  editable: boolean;
}) {
  const minutes = totalMinutes(playlist.songs);
  const cover = <PlaylistCover playlist={playlist} className={styles.cover} />;
  return (
    <div className={styles.hero}>
      {editable ? (
        <button
          type="button"
          className={styles.coverButton}
          onClick={onCover}
          aria-label="Change cover"
        >
          {cover}
        </button>
      ) : (
        cover
      )}
      <div className={styles.heroText}>
        <p className={styles.kind}>Playlist</p>
        <h1 className={styles.name}>{playlist.name}</h1>
        {playlist.description ? <p className={styles.description}>{playlist.description}</p> : null}
        <p className={styles.meta}>
          <span>by You</span>
          <span>{countText(playlist.songs.length, 'song', 'songs')}</span>
          {minutes > 0 ? <span>{minutes} min</span> : null}
          {playlist.isDownloaded ? (
            <span className={ui.badge}>
              <Download aria-hidden="true" size={12} /> Downloaded
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}
