import { ListMusic } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import type { PlaylistEntry } from '@/lib/storage/music-collection';
import { useT } from '@/lib/i18n';
import { playlistName } from '../model/display-name';
import { PlaylistCover } from './playlist-cover';
import styles from './playlist-grid.module.css';

/** Playlist cards (cover or placeholder, name, 'N songs') linking to their pages. */
export function PlaylistGrid({ playlists, label }: { playlists: PlaylistEntry[]; label: string }) {
  const t = useT();
  return (
    <ul className={styles.grid} aria-label={label}>
      {playlists.map((p) => (
        <li key={p.id}>
          <Link to={`/music/playlist/${encodeURIComponent(p.id)}`} className={styles.card}>
            <PlaylistCover playlist={p} className={styles.cover} />
            <span className={styles.name}>{playlistName(p)}</span>
            <span className={styles.count}>{t('playlists.songCount', { count: p.songCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function EmptyPlaylists({ action }: { action?: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.empty}>
      <ListMusic aria-hidden="true" size={40} />
      <h2>{t('playlists.emptyTitle')}</h2>
      <p>{t('playlists.emptyText')}</p>
      {action}
    </div>
  );
}
