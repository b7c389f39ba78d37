import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { buttonClass } from '@/components/button';
import { onMenuKey, whileMenuOpen } from '@/components/menu';
import type { Song } from '@/lib/music/types';
import { useT } from '@/lib/i18n';
import { collectionActions, useDownloads, useIsFavorite } from '@/lib/storage/music-collection';
import { addToQueue, playNext } from '@/features/music-player';
import { openAddToPlaylist } from '../model/add-target';
import {
  canCancelDownload,
  cancelDownload,
  downloadSong,
  removeDownload,
  useDownloadProgress,
} from '../model/downloads';
import icons from './row-icons.module.css';
import styles from './song-menu.module.css';

/** The least room kept between an open menu and the edge of the screen, in px. */
const EDGE = 8;
/** The room between the menu and its button, in px (`top: calc(100% + 4px)` in the CSS). */
const GAP = 4;

/**
 * Where the screen's visible part ends: above the bars docked at the bottom (the music player's
 * bar, the phone's bottom navigation), which draw over the page.
 */
function visibleBottom() {
  const tops = Array.from(document.querySelectorAll('[data-docked="bottom"]'), (bar) =>
    bar.getBoundingClientRect(),
  )
    .filter((box) => box.height > 0)
    .map((box) => box.top);
  return Math.min(window.innerHeight, ...tops);
}

/**
 * Keeps an open menu inside the viewport. It opens under its button, right edges aligned, like a
 * desktop popover; a card in a grid's left column at 375 px has less room than the menu is wide,
 * so the menu slides back along the row until it clears the edge (floating UI's "shift"). A song
 * near the bottom of the screen, where the menu would run under the player's bar or off the
 * screen, opens it above its button when it fits there ("flip"). It stays next to the song it
 * acts on, and focus and Escape work as for any other menu; a bottom sheet would have needed a
 * backdrop and its own focus handling for the same result.
 */
function useKeepOnScreen(open: boolean) {
  const menu = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = menu.current;
    if (!open || !el) return;
    const place = () => {
      el.style.translate = '';
      delete el.dataset.placement;
      const { left, right, bottom, height } = el.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const shift = left < EDGE ? EDGE - left : right > width - EDGE ? width - EDGE - right : 0;
      if (shift) el.style.translate = `${Math.round(shift)}px 0`;
      const button = el.parentElement?.getBoundingClientRect();
      if (button && bottom > visibleBottom() - EDGE && button.top - GAP - height >= EDGE) {
        el.dataset.placement = 'above';
      }
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);
  return menu;
}

/** Menus are numbered as they open: a closed menu needs no id. */
let menusOpened = 0;
const TRIGGER = buttonClass('icon', 'sm', `${icons.icon} ${icons.more}`);

/**
 * The '...' menu every song has: like, add to queue, play next, add to playlist, download.
 * Closed, it is one button with a CSS icon that reads no store and runs no effect: a long list
 * mounts one per row as it scrolls. Its behaviour while open comes with its items.
 */
export function SongMenu({ song }: { song: Song }) {
  const t = useT();
  // The open menu's id; null while closed.
  const [menuId, setMenuId] = useState<string | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const setOpen = useCallback(
    (open: boolean) => setMenuId((id) => (open ? (id ?? `song-menu-${(menusOpened += 1)}`) : null)),
    [],
  );
  const open = menuId !== null;
  return (
    <div className={styles.wrapper} ref={wrapper}>
      <button
        ref={trigger}
        type="button"
        className={TRIGGER}
        aria-label={t('playlists.menu.moreOptions', { name: song.name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId ?? undefined}
        onClick={() => setOpen(!open)}
      />
      {open ? (
        <SongMenuItems
          song={song}
          id={menuId}
          wrapper={wrapper}
          trigger={trigger}
          setOpen={setOpen}
          pick={(action) => {
            setOpen(false);
            action();
          }}
        />
      ) : null}
    </div>
  );
}

function SongMenuItems({
  song,
  id,
  wrapper,
  trigger,
  setOpen,
  pick,
}: {
  song: Song;
  id: string;
  wrapper: RefObject<HTMLDivElement | null>;
  trigger: RefObject<HTMLButtonElement | null>;
  setOpen: (open: boolean) => void;
  pick: (action: () => void) => void;
}) {
  const t = useT();
  useEffect(() => whileMenuOpen(wrapper, setOpen), [wrapper, setOpen]);
  const liked = useIsFavorite(song.id);
  const progress = useDownloadProgress((s) => s[song.id]);
  // In downloads but still being written: its progress shows until the save is done.
  const downloaded = useDownloads().some((s) => s.id === song.id) && progress === undefined;
  const menu = useKeepOnScreen(true);

  const downloadLabel = downloaded
    ? t('playlists.downloads.downloaded')
    : progress !== undefined
      ? t('playlists.downloads.progress', { progress })
      : t('playlists.downloads.download');

  return (
    <div
      ref={menu}
      id={id}
      role="menu"
      tabIndex={-1}
      aria-label={t('playlists.menu.options', { name: song.name })}
      className={styles.menu}
      onKeyDown={(event) => onMenuKey(event, wrapper, trigger, setOpen)}
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
      {canCancelDownload(progress) ? (
        <button type="button" role="menuitem" onClick={() => pick(() => cancelDownload(song.id))}>
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
  );
}
