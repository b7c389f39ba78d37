import { loadTraktMatching, type ExternalRow, type MatchResult } from '@/features/backup';
import { t } from '@/lib/i18n';
import {
  CONTINUE_WATCHING_CAP,
  WATCH_HISTORY_CAP,
  continueList,
  favoritesList,
  historyList,
  isTrackingWatching,
  libraryList,
} from '@/lib/storage/video-lists';
import type { UnmatchedItem } from '../model/connection-records';
import { traktCall, traktPages, type TraktApi, type TraktCall } from './trakt-api';

type Item = Record<string, unknown> & { type?: string };

export type PullResult =
  | { ok: true; unmatched: UnmatchedItem[]; added: number }
  | { ok: false; reason: 'reconnect' | 'offline' };

export interface PullOptions {
  match?: (rows: ExternalRow[]) => Promise<MatchResult[]>;
  now?: Date;
  /** Runs the pull's writes (all at once, at its end), so their changes can be told apart. */
  writing?: (write: () => void) => void;
}

/** A title once per list: 2 000 plays of one show's episodes are one row to match. */
function distinct(rows: ExternalRow[]): ExternalRow[] {
  const seen = new Map<string, ExternalRow>();
  for (const row of rows) {
    const key = [row.list, row.type, row.tmdbId ?? row.imdbId ?? `${row.title}|${row.year}`].join(
      '|',
    );
    const before = seen.get(key);
    if (!before || (row.date ?? '') > (before.date ?? '')) seen.set(key, row);
  }
  return [...seen.values()];
}

const failed = (answer: TraktCall): PullResult => ({
  ok: false,
  reason: !answer.ok && answer.reason === 'reconnect' ? 'reconnect' : 'offline',
});

type Entry = Record<string, unknown>;
interface EntryList {
  collection(): { records(): ReadonlyMap<string, unknown>; write(ops: never): unknown };
}

/**
 * Writes, in one write, the records a list lacks: what is here already stays as it is (a title
 * removed here since is a tombstone, and stays removed). Newest first, at most `cap`.
 */
function addMissing(list: EntryList, entries: Entry[], dateField: string, cap = Infinity): number {
  const collection = list.collection();
  const known = collection.records();
  const ops = entries
    .map((value) => ({ id: `${String(value.type)}:${String(value.id)}`, value }))
    .filter((op) => !known.has(op.id))
    .sort((a, b) => String(b.value[dateField]).localeCompare(String(a.value[dateField])))
    .slice(0, cap);
  if (ops.length > 0) collection.write(ops as never);
  return ops.length;
}

/**
 * Trakt's lists into the profile's: watchlist → My Library, history → Watch History, ratings of
 * 8 or more → Favorites (the imports' rule, backup/external), paused playback → Continue
 * Watching. Titles the catalogue cannot match come back with the reason.
 */
export async function pullTrakt(api: TraktApi, options: PullOptions = {}): Promise<PullResult> {
  const { traktRows, matchRows, externalToBackup } = await loadTraktMatching();
  const lists: Record<string, Item[]> = {};
  for (const [name, path] of [
    ['watchlist', '/sync/watchlist'],
    ['history', '/sync/history'],
    ['ratings', '/sync/ratings'],
  ] as const) {
    const answer = await traktPages<Item>(api, path);
    if (!Array.isArray(answer)) return failed(answer);
    lists[name] = answer.filter(
      (i) => i.type === 'movie' || i.type === 'show' || i.type === 'episode',
    );
  }
  const playbackAnswer = await traktCall(api, '/sync/playback');
  if (!playbackAnswer.ok) return failed(playbackAnswer);
  const playback = (await playbackAnswer.res.json()) as Item[];

  const source = t('connections.trakt.name');
  const rows = distinct(
    traktRows([...lists.watchlist!, ...lists.history!, ...lists.ratings!], source).map((row, i) =>
      // A rated episode or season is not a title's rating.
      i >= lists.watchlist!.length + lists.history!.length &&
      lists.ratings![i - lists.watchlist!.length - lists.history!.length]?.type === 'episode'
        ? { ...row, list: 'watched' as const }
        : row,
    ),
  );
  const paused = traktRows(playback, source).map((row) => ({ ...row, list: 'watchlist' as const }));
  const match = options.match ?? ((r: ExternalRow[]) => matchRows(r));
  const results = await match([...rows, ...paused]);
  const backup = externalToBackup(rows, results.slice(0, rows.length), options.now);
  const data = backup.data as Partial<Record<'library' | 'favorites' | 'watchHistory', Entry[]>>;

  const tracking = isTrackingWatching();
  let added = 0;
  (options.writing ?? ((write) => write()))(() => {
    added += addMissing(libraryList, data.library ?? [], 'addedAt');
    added += addMissing(favoritesList, data.favorites ?? [], 'addedAt');
    if (tracking) {
      added += addMissing(historyList, data.watchHistory ?? [], 'watchedAt', WATCH_HISTORY_CAP);
    }
    if (tracking) {
      const entries = paused.flatMap((_, i) => {
        const item = results[rows.length + i]?.item;
        const raw = playback[i] ?? {};
        if (!item) return [];
        const episode = raw.episode as { season?: number; number?: number } | undefined;
        return [
          {
            ...item,
            progress: Math.min(100, Math.max(0, Number(raw.progress) || 0)),
            ...(episode?.season ? { season: episode.season, episode: episode.number } : {}),
            lastWatched: String(raw.paused_at ?? new Date().toISOString()),
          },
        ];
      });
      added += addMissing(continueList, entries, 'lastWatched', CONTINUE_WATCHING_CAP);
    }
  });
  return {
    ok: true,
    added,
    unmatched: backup.unmatched.map((u) => ({
      title: u.title,
      year: u.year,
      list: u.source,
      reason: u.reason,
    })),
  };
}
