import { MoreHorizontal } from 'lucide-react';
import { Button } from '@/components/button';
import { useMenu } from '@/components/menu';
import type { Song } from '@/lib/music/types';
import { useT } from '@/lib/i18n';
import { collectionActions, useDownloads, useIsFavorite } from '@/features/music-library';
import { addToQueue, playNext } from '../../music-player';
import { openAddToPlaylist } from '../model/add-target';
import {
  cancelDownload,
  downloadSong,
  removeDownload,
  useDownloadProgress,
} from '../model/downloads';
import styles from './song-menu.module.css';

/** The '...' menu every song has: like, add to queue, play next, add to playlist, download. */
export function SongMenu({ song }: { song: Song }) {
  const t = useT();
  const { open, setOpen, toggle, menuId, wrapper, trigger, onKeyDown } = useMenu();
  const liked = useIsFavorite(song.id);
  const downloaded = useDownloads().some((s) => s.id === song.id);
  const progress = useDownloadProgress((s) => s[song.id]);

  const pick = (action: () => void) => {
    setOpen(false);
    action();
  };

  const downloadLabel = downloaded
    ? t('playlists.downloads.downloaded')
    : progress !== undefined
      ? t('playlists.downloads.progress', { progress })
      : t('playlists.downloads.download');

  return (
    <div className={styles.wrapper} ref={wrapper}>
      <Button
        ref={trigger}
        variant="icon"
        size="sm"
        aria-label={t('playlists.menu.moreOptions', { name: song.name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      >
        <MoreHorizontal aria-hidden="true" size={18} />
      </Button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={t('playlists.menu.options', { name: song.name })}
          className={styles.menu}
          onKeyDown={onKeyDown}
        >
          <button
            type="button"
            role="menuitem"
            onClick={() => pick(() => collectionActions.toggleFavorite(song))}
          >
            {liked ? t('playlists.menu.unlike') : t('playlists.menu.like')}
          </button>
          <button type="button" role="menuitem" onClick={() => pick(() => addToQueue(song))}>
            {t('playlists.menu.addToQueue')}
          </button>
          <button type="button" role="menuitem" onClick={() => pick(() => playNext(song))}>
            {t('playlists.menu.playNext')}
          </button>
          <button type="button" role="menuitem" onClick={() => pick(() => openAddToPlaylist(song))}>
            {t('playlists.menu.addToPlaylist')}
          </button>
          <button
            type="button"
            role="menuitem"
            disabled={downloaded || progress !== undefined}
            onClick={() => pick(() => void downloadSong(song))}
          >
            {downloadLabel}
          </button>
          {progress !== undefined ? (
            <button
              type="button"
              role="menuitem"
              onClick={() => pick(() => cancelDownload(song.id))}
            >
              {t('playlists.downloads.cancel')}
            </button>
          ) : null}
          {downloaded ? (
            <button
              type="button"
              role="menuitem"
              onClick={() => pick(() => void removeDownload(song.id))}
            >
              {t('playlists.downloads.remove')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
