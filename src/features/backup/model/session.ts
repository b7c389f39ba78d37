import { activeProfileId } from '@/lib/storage/records/namespace';
import { loadListsForBackup } from './lists-load';
import { externalToBackup, type Unmatched } from '../external/to-backup';
import { matchRows } from '../external/match-client';
import { applyImport, type ApplyResult } from './apply';
import { applyToProfile } from './apply-profiles';
import type { BackupData, FileProfile } from './backup-file';
import { planImport, type ImportMode, type ImportPlan } from './plan';
import { readProfileData } from './profile-data';
import { readImportFile } from './read-input';

/** What the preview shows: a plan, or why the file was refused. */
export type Prepared =
  | { kind: 'error'; error: string }
  | {
      kind: 'plan';
      plan: ImportPlan;
      external: boolean;
      unmatched: Unmatched[];
      notes: string[];
      /** The lists the plan was made of (what another target profile is compared with). */
      data: BackupData;
      /** The file's profiles (one for an older backup, a playlist file or another service's). */
      profiles: FileProfile[];
    };

export interface PrepareOptions {
  signal?: AbortSignal;
  onMatching?: (done: number, total: number) => void;
}

/** Reads, checks and (for other services' files) matches; never writes anything. */
export async function prepareImport(file: File, options: PrepareOptions = {}): Promise<Prepared> {
  // The plan compares with the music lists as stored (in IndexedDB), and applying writes there.
  await loadListsForBackup();
  const source = await readImportFile(file);
  if (source.kind === 'error') return source;
  if (source.kind === 'backup') {
    const plan = planImport(source.data);
    plan.rejected.unshift(...source.rejected);
    const { data, profiles } = source;
    return { kind: 'plan', plan, external: false, unmatched: [], notes: [], data, profiles };
  }
  options.onMatching?.(0, source.rows.length);
  const results = await matchRows(source.rows, {
    signal: options.signal,
    onProgress: options.onMatching,
  });
  const { data, unmatched } = externalToBackup(source.rows, results);
  const plan = planImport(data);
  const profiles = [{ info: null, data }];
  return { kind: 'plan', plan, external: true, unmatched, notes: source.errors, data, profiles };
}

/** A plan of `data` into `profile`, with that profile's lists as they are (to put back). */
export interface Target {
  profile: string;
  plan: ImportPlan;
  before: BackupData | null;
}

export async function planInto(data: BackupData, profile: string): Promise<Target> {
  if (profile === activeProfileId()) return { profile, plan: planImport(data), before: null };
  const before = await readProfileData(profile);
  return { profile, plan: planImport(data, before), before };
}

/** Writes the plan into its profile: this page's through its keys, another's through its records. */
export function applyInto(target: Target, mode: ImportMode): ApplyResult | Promise<ApplyResult> {
  return target.before === null
    ? applyImport(target.plan, mode)
    : applyToProfile(target.plan, mode, target.profile, target.before);
}

export { applyImport } from './apply';
export { applyNewProfiles, planNewProfiles, undoLastImport } from './apply-profiles';
export type { NewProfile } from './apply-profiles';
export { unmatchedCsv } from '../external/to-backup';
