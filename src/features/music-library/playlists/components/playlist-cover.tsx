import { Download, ListMusic } from 'lucide-react';
import type { PlaylistEntry } from '@/lib/storage/music-collection';
import { isSafeUrl } from '@/lib/playlist-file';
import { isDownloadsPlaylist } from '../model/playlist-ops';
import styles from './playlist-grid.module.css';

/** The picked cover, else an image URL, else an icon (the Downloads playlist has its own). */
export function PlaylistCover({
  playlist,
  className,
}: {
  playlist: PlaylistEntry;
  className?: string;
}) {
  const src =
    playlist.avatar ?? (playlist.image && isSafeUrl(playlist.image) ? playlist.image : null);
  if (src) return <img className={className} src={src} alt="" loading="lazy" decoding="async" />;
  const Icon = isDownloadsPlaylist(playlist.id) ? Download : ListMusic;
  return (
    <span className={`${className ?? ''} ${styles.placeholder}`} aria-hidden="true">
      <Icon size={40} />
    </span>
  );
}
