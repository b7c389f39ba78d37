import { t } from '@/lib/i18n';
import {
  MAX_PROFILES,
  createProfile,
  deleteProfile,
  ensureProfiles,
  listProfiles,
} from '@/lib/storage/records/profiles';
import { isProfileDeleted } from '@/lib/storage/records/profile-gone';
import { PROFILES_KEY } from '@/lib/storage/records/namespace';
import { failure, undoImport, type ApplyResult } from './apply';
import type { BackupData, FileProfile } from './backup-file';
import { planImport, type ImportMode, type ImportPlan } from './plan';
import { readProfileData, writeProfileData, type ProfileWrite } from './profile-data';
import { backupSections, type Section, type SectionName } from './sections';
import { undoValue } from './undo-merge';
import { keepUndo, keptUndo } from './undo-state';

type Values = Partial<Record<SectionName, unknown>>;

/** A list with nothing in it; null for settings never stored (written back as none). */
const emptyOf = (section: Section): unknown =>
  section.kind === 'list' ? [] : section.kind === 'record' ? {} : null;

/** The lists the plan changes in `mode`, whole. */
function changedValues(plan: ImportPlan, mode: ImportMode): Values {
  const values: Values = {};
  for (const { section, result, counts } of plan.sections) {
    const c = counts[mode];
    if (c.new + c.updated + (mode === 'replace' ? c.removed : 0) === 0) continue;
    values[section.name] = result[mode];
  }
  return values;
}

const failed = (result: Extract<ProfileWrite, { ok: false }>): ApplyResult => ({
  ok: false,
  message: failure('key' in result ? result.key : '', result.reason),
});

/**
 * Imports into another profile than this page's: `before` is its lists as the plan read them.
 * When a list cannot be stored, the ones already written are put back.
 */
export async function applyToProfile(
  plan: ImportPlan,
  mode: ImportMode,
  profile: string,
  before: BackupData,
): Promise<ApplyResult> {
  const values = changedValues(plan, mode);
  const names = Object.keys(values) as SectionName[];
  if (names.length === 0) return { ok: true, changed: 0 };
  // A list the profile did not have yet (settings it never changed) goes back to having none.
  const previous: Values = {};
  for (const section of backupSections())
    if (section.name in values) previous[section.name] = before[section.name] ?? emptyOf(section);
  const result = await writeProfileData(profile, values);
  if (!result.ok) {
    await writeProfileData(profile, previous);
    return failed(result);
  }
  keepUndo({ kind: 'profile', profile, values: previous, after: values });
  return { ok: true, changed: names.length };
}

/** One profile of the file as it would be made here: its name made unique, its lists checked. */
export interface NewProfile {
  source: FileProfile;
  name: string;
  plan: ImportPlan;
}

export type NewProfilesPlan = { ok: true; profiles: NewProfile[] } | { ok: false; message: string };

/** "Anna" is taken: "Anna (2)", then "Anna (3)"… */
export function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLocaleLowerCase()); n++) candidate = `${name} (${n})`;
  taken.add(candidate.toLocaleLowerCase());
  return candidate;
}

/**
 * The file's profiles as new profiles of this browser, or why they do not fit (six at most).
 * `shown` gives a profile's name as the screens show it (the first profile has none stored).
 */
export function planNewProfiles(
  profiles: readonly FileProfile[],
  shown: (name: string) => string,
): NewProfilesPlan {
  const here = listProfiles();
  // A browser that never listed its profiles has one all the same: the first, with today's data.
  const room = Math.max(0, MAX_PROFILES - Math.max(1, here.length));
  if (profiles.length > room) {
    return {
      ok: false,
      message: t('backup.profiles.limit', { max: MAX_PROFILES, room, count: profiles.length }),
    };
  }
  const taken = new Set(
    (here.length ? here : [{ name: '' }]).map((p) => shown(p.name).toLocaleLowerCase()),
  );
  return {
    ok: true,
    profiles: profiles.map((source) => ({
      source,
      name: uniqueName(shown(source.info?.name ?? ''), taken),
      plan: planImport(source.data, {}),
    })),
  };
}

async function removeProfiles(ids: readonly string[]) {
  for (const id of ids) if (!isProfileDeleted(id)) await deleteProfile(id);
}

/** Makes every planned profile with its lists, or none of them (made ones are deleted again). */
export async function applyNewProfiles(planned: readonly NewProfile[]): Promise<ApplyResult> {
  // The first profile is listed before any other is made, or this browser's own data would be
  // left without a profile to open it.
  const first = ensureProfiles();
  if (!first.ok) return failed({ ...first, key: PROFILES_KEY });
  const made: string[] = [];
  for (const { source, name, plan } of planned) {
    const { name: _name, createdAt: _createdAt, ...fields } = source.info ?? { name };
    const created = createProfile({ ...fields, name });
    if (!created.ok) {
      await removeProfiles(made);
      if (created.reason === 'limit')
        return {
          ok: false,
          message: t('backup.profiles.limit', {
            max: MAX_PROFILES,
            room: 0,
            count: planned.length,
          }),
        };
      return { ok: false, message: t('backup.profiles.notMade', { name }) };
    }
    made.push(created.profile.id);
    const result = await writeProfileData(created.profile.id, changedValues(plan, 'merge'));
    if (!result.ok) {
      await removeProfiles(made);
      return failed(result);
    }
  }
  keepUndo({ kind: 'created', profiles: made });
  return { ok: true, changed: made.length };
}

/** Undoes the last import, whichever kind it was. */
export async function undoLastImport(): Promise<ApplyResult> {
  const state = keptUndo();
  if (!state || state.kind === 'raw') return undoImport();
  if (state.kind === 'created') {
    await removeProfiles(state.profiles);
    keepUndo(null);
    return { ok: true, changed: state.profiles.length };
  }
  if (isProfileDeleted(state.profile)) {
    keepUndo(null);
    return { ok: false, message: t('backup.error.noUndo') };
  }
  const { profile, values: before, after } = state;
  let values: Values = before;
  if (after) {
    // What was changed in the profile since the import stays (undo-merge.ts).
    const current = await readProfileData(profile);
    values = {};
    for (const section of backupSections()) {
      if (!(section.name in before)) continue;
      const value = undoValue(
        section,
        before[section.name],
        after[section.name],
        current[section.name],
      );
      // Settings the profile no longer has (none stored since): left as they are.
      if (value !== undefined) values[section.name] = value;
    }
  }
  const result = await writeProfileData(profile, values);
  if (!result.ok) return failed(result);
  keepUndo(null);
  return { ok: true, changed: Object.keys(values).length };
}
