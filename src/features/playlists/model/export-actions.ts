import { t } from '@/lib/i18n';
import type { LocalPlaylist } from '@/features/music-library';
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

export function exportPlaylist(playlist: LocalPlaylist) {
  const text = JSON.stringify(buildSingleExport(playlist, browserEnvironment()), null, 2);
  return deliver(text, singleExportName(playlist.id));
}

export function exportAllPlaylists(playlists: LocalPlaylist[]) {
  const env = browserEnvironment();
  return deliver(JSON.stringify(buildAllExport(playlists, env), null, 2), allExportName(env.now));
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
