import { loadMusicForBackup } from './music-load';
import { externalToBackup, type Unmatched } from '../external/to-backup';
import { matchRows } from '../external/match-client';
import { planImport, type ImportPlan } from './plan';
import { readImportFile } from './read-input';

/** What the preview shows: a plan, or why the file was refused. */
export type Prepared =
  | { kind: 'error'; error: string }
  | { kind: 'plan'; plan: ImportPlan; external: boolean; unmatched: Unmatched[]; notes: string[] };

export interface PrepareOptions {
  signal?: AbortSignal;
  onMatching?: (done: number, total: number) => void;
}

/** Reads, checks and (for other services' files) matches; never writes anything. */
export async function prepareImport(file: File, options: PrepareOptions = {}): Promise<Prepared> {
  // The plan compares with the music lists as stored (in IndexedDB), and applying writes there.
  await loadMusicForBackup();
  const source = await readImportFile(file);
  if (source.kind === 'error') return source;
  if (source.kind === 'backup') {
    const plan = planImport(source.data);
    plan.rejected.unshift(...source.rejected);
    return { kind: 'plan', plan, external: false, unmatched: [], notes: [] };
  }
  options.onMatching?.(0, source.rows.length);
  const results = await matchRows(source.rows, {
    signal: options.signal,
    onProgress: options.onMatching,
  });
  const { data, unmatched } = externalToBackup(source.rows, results);
  return { kind: 'plan', plan: planImport(data), external: true, unmatched, notes: source.errors };
}

export { applyImport } from './apply';
export { unmatchedCsv } from '../external/to-backup';
