import type { VirtualItem } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { useWindowRows } from '@/components/fling';
import { useAllowedSongs } from '@/lib/content-restrictions';
import type { Song } from '@/lib/music/types';
import { useT } from '@/lib/i18n';
import { playSong, useCurrentSong, useIsPlaying } from '@/features/music-player';
import { useDownloads } from '@/lib/storage/music-collection';
import { localCoverUrl, useLocalCoversVersion } from '@/lib/music/local-audio';
import { pickThumbnailUrl } from '@/lib/music/song-fields';
import { useLeadImageHeld } from '@/lib/startup';
import { useSavedDownloads } from '../model/downloads';
import { SongRow } from './song-row';
import styles from './song-row.module.css';

/** Lists longer than this render only the rows in view, so a 5 000-song playlist opens fast. */
export const VIRTUALISE_FROM = 60;
const ROW_HEIGHT = 56;
/** Rows built in one frame once a fling ends (each costs ~2 ms of CPU on a mid-range laptop). */
const ROWS_PER_FRAME = 3;

/**
 * What every row shows of the player, the downloads and the art, read once for the whole list:
 * a row that scrolls in subscribes to nothing.
 */
interface RowState {
  currentId: string | undefined;
  playing: boolean;
  downloaded: ReadonlySet<string>;
  /** The first screen's lead image has not painted yet: thumbnails wait for it. */
  held: boolean;
  /** Changes when a stored cover does (the rows' `art` is read again). */
  covers: number;
}

function useRowState(): RowState {
  const currentId = useCurrentSong()?.id;
  const playing = useIsPlaying();
  const downloads = useDownloads();
  const downloaded = useSavedDownloads(downloads);
  const held = useLeadImageHeld();
  const covers = useLocalCoversVersion();
  return { currentId, playing, downloaded, held, covers };
}

const rowProps = (song: Song, state: RowState) => ({
  isCurrent: state.currentId === song.id,
  playing: state.playing && state.currentId === song.id,
  downloaded: state.downloaded.has(song.id),
  art: state.held ? undefined : (localCoverUrl(song.id) ?? pickThumbnailUrl(song)),
});

interface SongListProps {
  songs: Song[];
  label: string;
  onRemove?: (song: Song) => void;
  /** Column header row (#, Title, Artist, Album, duration). */
  header?: boolean;
}

/**
 * A track list; playing a row makes the whole list the queue. A kids profile sees (and queues)
 * none of the songs the service marks explicit.
 */
export function SongList({ songs: listed, label, onRemove, header = true }: SongListProps) {
  const t = useT();
  const songs = useAllowedSongs(listed);
  const state = useRowState();
  const onPlay = useCallback(
    (song: Song) =>
      playSong(
        song,
        songs,
        songs.findIndex((s) => s.id === song.id),
      ),
    [songs],
  );
  return (
    <div className={`${styles.list} ${onRemove ? styles.removable : ''}`}>
      {header ? (
        <div className={styles.header} aria-hidden="true">
          <span className={styles.position}>#</span>
          <span>{t('playlists.songs.title')}</span>
          <span className={styles.artist}>{t('playlists.songs.artist')}</span>
          <span className={styles.album}>{t('playlists.songs.album')}</span>
          <span className={styles.status} />
          <span className={styles.duration}>{t('playlists.songs.time')}</span>
          <span className={styles.tools} />
        </div>
      ) : null}
      {songs.length >= VIRTUALISE_FROM ? (
        <VirtualRows
          songs={songs}
          label={label}
          onPlay={onPlay}
          onRemove={onRemove}
          state={state}
        />
      ) : (
        <div role="list" aria-label={label}>
          {songs.map((song, index) => (
            <div role="listitem" key={`${song.id}-${index}`}>
              <SongRow
                song={song}
                position={index + 1}
                onPlay={onPlay}
                onRemove={onRemove}
                {...rowProps(song, state)}
              />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

function VirtualRows({
  songs,
  label,
  onPlay,
  onRemove,
  state,
}: {
  songs: Song[];
  label: string;
  onPlay: (song: Song) => void;
  onRemove?: (song: Song) => void;
  state: RowState;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const top = container.current?.getBoundingClientRect().top ?? 0;
    setOffset(top + window.scrollY);
  }, []);
  const virtualizer = useWindowRows(
    { count: songs.length, estimateSize: () => ROW_HEIGHT, overscan: 8, scrollMargin: offset },
    ROWS_PER_FRAME,
  );
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const end = (items.at(-1)?.index ?? -1) + 1;
  return (
    <div
      ref={container}
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      <Placeholder top={0} rows={first} />
      <Rows items={items} songs={songs} onPlay={onPlay} onRemove={onRemove} state={state} />
      <Placeholder top={end * ROW_HEIGHT} rows={songs.length - end} />
    </div>
  );
}

/** The rows built: rendered again when the rows or what they show change. */
const Rows = memo(function Rows({
  items,
  songs,
  onPlay,
  onRemove,
  state,
}: {
  items: VirtualItem[];
  songs: Song[];
  onPlay: (song: Song) => void;
  onRemove?: (song: Song) => void;
  state: RowState;
}) {
  return items.map((item) => (
    <VirtualRow
      key={item.key}
      index={item.index}
      count={songs.length}
      song={songs[item.index]!}
      onPlay={onPlay}
      onRemove={onRemove}
      {...rowProps(songs[item.index]!, state)}
    />
  ));
});

/** Where rows are not built (flung past, or still to come): the rows' outline, drawn in CSS. */
function Placeholder({ top, rows }: { top: number; rows: number }) {
  if (rows <= 0) return null;
  return (
    <div
      className={styles.placeholder}
      aria-hidden="true"
      style={{ transform: `translateY(${top}px)`, height: rows * ROW_HEIGHT }}
    />
  );
}

/** One row of the long list, at its place; built again only when what it shows changes. */
const VirtualRow = memo(function VirtualRow({
  index,
  count,
  ...row
}: Omit<ComponentProps<typeof SongRow>, 'position'> & { index: number; count: number }) {
  return (
    <div
      role="listitem"
      aria-posinset={index + 1}
      aria-setsize={count}
      className={styles.virtualRow}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
        transform: `translateY(${index * ROW_HEIGHT}px)`,
      }}
    >
      <SongRow {...row} position={index + 1} />
    </div>
  );
});
