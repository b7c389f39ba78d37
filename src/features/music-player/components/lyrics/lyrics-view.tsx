import { useEffect, useRef } from 'react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import type { LyricLine } from '@shared/music/lrc';
import { useLyrics } from '../../api/get-lyrics';
import { usePlayerStore } from '../../model/player.store';
import { centredScrollTop, currentRow, lineStart, lyricRows } from '../../model/lyrics-position';
import styles from './lyrics-view.module.css';

/** After the listener scrolls the lyrics, they stay where they were put for this long. */
const HANDS_OFF_MS = 4000;

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

interface LyricsViewProps {
  songId: string;
  /** The player's seek: passed in, so this chunk does not take the player's modules in. */
  onSeek: (seconds: number) => void;
}

/** The Lyrics view of Now Playing (its own chunk, loaded when first shown). */
export default function LyricsView({ songId, onSeek }: LyricsViewProps) {
  const t = useT();
  const query = useLyrics(songId);
  if (query.isPending) {
    return (
      <p className={styles.message} role="status">
        {t('musicPlayer.lyrics.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.message} role="alert">
        <p>{t('musicPlayer.lyrics.error')}</p>
        <Button onClick={() => void query.refetch()}>{t('musicPlayer.lyrics.retry')}</Button>
      </div>
    );
  }
  const lyrics = query.data;
  if (!lyrics) return <p className={styles.message}>{t('musicPlayer.lyrics.none')}</p>;
  return (
    <div className={styles.lyrics}>
      {lyrics.synced.length > 0 ? (
        <SyncedLyrics lines={lyrics.synced} onSeek={onSeek} />
      ) : (
        <div className={styles.scroller}>
          {lyrics.plain.map((line, index) =>
            line ? (
              <p key={index} className={styles.plain}>
                {line}
              </p>
            ) : (
              <br key={index} />
            ),
          )}
        </div>
      )}
      {lyrics.copyright ? <p className={styles.copyright}>{lyrics.copyright}</p> : null}
    </div>
  );
}

function SyncedLyrics({
  lines,
  onSeek,
}: {
  lines: LyricLine[];
  onSeek: LyricsViewProps['onSeek'];
}) {
  const t = useT();
  const current = usePlayerStore((s) => currentRow(lines, s.currentTime));
  const rows = lyricRows(lines);
  const box = useRef<HTMLOListElement>(null);
  const touchedAt = useRef(0);

  useEffect(() => {
    const list = box.current;
    const row = list?.children[current] as HTMLElement | undefined;
    if (!list || !row || Date.now() - touchedAt.current < HANDS_OFF_MS) return;
    list.scrollTo({
      top: centredScrollTop(row, list),
      behavior: reducedMotion() ? 'auto' : 'smooth',
    });
  }, [current]);

  const handsOff = () => (touchedAt.current = Date.now());
  return (
    <ol
      ref={box}
      className={styles.scroller}
      aria-label={t('musicPlayer.lyrics.label')}
      onWheel={handsOff}
      onTouchMove={handsOff}
    >
      {rows.map((line, index) => (
        <li key={`${line.timeMs}-${index}`}>
          <button
            type="button"
            className={styles.line}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onSeek(lineStart(line))}
          >
            {line.text}
          </button>
        </li>
      ))}
    </ol>
  );
}
