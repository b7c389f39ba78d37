import { ListMusic } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LocalPlaylist } from '@/features/music-library';
import { countText } from '../model/playlist-ops';
import { PlaylistCover } from './playlist-cover';
import styles from './playlist-grid.module.css';

/** Playlist cards (cover or placeholder, name, 'N songs') linking to their pages. */
export function PlaylistGrid({ playlists, label }: { playlists: LocalPlaylist[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {playlists.map((p) => (
        <li key={p.id}>
          <Link to={`/music/playlist/${encodeURIComponent(p.id)}`} className={styles.card}>
            <PlaylistCover playlist={p} className={styles.cover} />
            <span className={styles.name}>{p.name}</span>
            <span className={styles.count}>{countText(p.songs.length, 'song', 'songs')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function EmptyPlaylists({ action }: { action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <ListMusic aria-hidden="true" size={40} />
      <h2>No playlists yet</h2>
      <p>Create your first playlist to get started</p>
      {action}
    </div>
  );
}
