import { t } from '@/lib/i18n';
import type { LocalPlaylist } from '@/lib/storage/music-collection';
import type { Candidate } from '@/lib/playlist-file';
import { IMPORTED_SUFFIX, isDownloadsPlaylist, uniquePlaylistId } from './playlist-ops';

export interface ImportDetail {
  name: string;
  status: 'imported' | 'skipped' | 'error';
  reason?: string;
}

export interface ImportResult {
  imported: number;
  skipped: number;
  errors: number;
  details: ImportDetail[];
  playlists: LocalPlaylist[];
}

/**
 * Rename mode (the only mode the UI uses): every playlist gets a new id, the ' (Imported)'
 * suffix and its original id. The Downloads playlist is skipped: its songs are local to the
 * device that downloaded them.
 */
export function importCandidates(
  existing: readonly { id: string }[],
  candidates: Candidate[],
  now = new Date(),
): ImportResult {
  const result: ImportResult = { imported: 0, skipped: 0, errors: 0, details: [], playlists: [] };
  let taken = existing;
  for (const c of candidates) {
    if (!c.ok) {
      result.errors += 1;
      result.details.push({ name: c.name, status: 'error', reason: c.reason });
      continue;
    }
    if (isDownloadsPlaylist(c.playlist.id)) {
      result.skipped += 1;
      result.details.push({
        name: c.playlist.name,
        status: 'skipped',
        reason: t('playlists.import.downloadsSkipped'),
      });
      continue;
    }
    const playlist: LocalPlaylist = {
      ...c.playlist,
      id: uniquePlaylistId(taken, now.getTime()),
      name: `${c.playlist.name}${IMPORTED_SUFFIX}`,
      originalId: c.playlist.id,
      importedAt: now.toISOString(),
      lastModified: now.toISOString(),
    };
    taken = [...taken, playlist];
    result.playlists.push(playlist);
    result.imported += 1;
    result.details.push({ name: playlist.name, status: 'imported' });
  }
  return result;
}

export const importSummary = (r: Pick<ImportResult, 'imported' | 'skipped' | 'errors'>) =>
  t('playlists.import.summary', { imported: r.imported, skipped: r.skipped, errors: r.errors });
export const importSuccessTitle = (count: number) => t('playlists.import.successTitle', { count });
