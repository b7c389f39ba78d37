import { t } from '@/lib/i18n';
import { ensurePlaylistSongs, loadAllPlaylistSongs, toFull } from '@/lib/storage/music-collection';
import {
  allExportName,
  browserEnvironment,
  buildAllExport,
  buildSingleExport,
  singleExportName,
} from './export-file';

export type ExportOutcome = 'downloaded' | 'shared' | 'copied' | 'failed';

/** The share sheet is for phones and tablets; a desktop gets an ordinary file download. */
async function tryShare(file: File): Promise<boolean> {
  const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  if (
    !coarse ||
    typeof navigator.canShare !== 'function' ||
    !navigator.canShare({ files: [file] })
  ) {
    return false;
  }
  try {
    await navigator.share({ files: [file], title: file.name });
    return true;
  } catch (error) {
    // The listener closed the sheet: that is an answer, not a reason to download instead.
    if (error instanceof DOMException && error.name === 'AbortError') return true;
    return false;
  }
}

function download(file: File): boolean {
  try {
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
    return true;
  } catch {
    return false;
  }
}

async function deliver(text: string, name: string): Promise<ExportOutcome> {
  const file = new File([text], name, { type: 'application/json' });
  if (await tryShare(file)) return 'shared';
  if (download(file)) return 'downloaded';
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** Songs are read from storage first (they are not loaded until needed). */
export async function exportPlaylist(id: string): Promise<ExportOutcome> {
  const playlist = await ensurePlaylistSongs(id).catch(() => undefined);
  if (!playlist) return 'failed';
  const text = JSON.stringify(buildSingleExport(toFull(playlist), browserEnvironment()), null, 2);
  return deliver(text, singleExportName(playlist.id));
}

export async function exportAllPlaylists(): Promise<ExportOutcome> {
  const playlists = await loadAllPlaylistSongs().catch(() => null);
  if (!playlists) return 'failed';
  const env = browserEnvironment();
  const file = buildAllExport(playlists.map(toFull), env);
  return deliver(JSON.stringify(file, null, 2), allExportName(env.now));
}

/** Getters, so each message is read in the language active when it is shown. */
export const EXPORT_MESSAGES: Record<ExportOutcome, string> = {
  get downloaded() {
    return t('playlists.export.downloaded');
  },
  get shared() {
    return t('playlists.export.shared');
  },
  get copied() {
    return t('playlists.export.copied');
  },
  get failed() {
    return t('playlists.export.failed');
  },
};
