import type { BackupData } from './backup-file';
import { backupSections, type Section } from './sections';
import { sameValue } from './same-value';
import { newestFirst, validateSection, type Entry, type Rejection } from './validate';

export type ImportMode = 'merge' | 'replace';

export interface SectionCounts {
  new: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** Entries here that Replace would remove (absent from the file). */
  removed: number;
}

export interface SectionPlan {
  section: Section;
  counts: Record<ImportMode, SectionCounts>;
  rejected: Rejection[];
  result: Record<ImportMode, unknown>;
}

export interface ImportPlan {
  sections: SectionPlan[];
  rejected: Rejection[];
}

function currentEntries(section: Section, value: unknown): Entry[] {
  // A profile that never saved its settings has none to compare with.
  if (value === undefined) return [];
  const pairs: [string, unknown][] =
    section.kind === 'list'
      ? (value as unknown[]).map((v, i) => [String(i), v])
      : section.kind === 'record'
        ? Object.entries(value as Record<string, unknown>)
        : [[section.name, value]];
  return pairs.map(([key, v]) => ({ id: section.idOf(v, key), value: v, time: section.timeOf(v) }));
}

/** Merge and Replace ask the same question of each pair: answer it once per incoming entry. */
function sameAsOurs() {
  const answers = new WeakMap<Entry, boolean>();
  return (mine: Entry, incoming: Entry) => {
    let answer = answers.get(incoming);
    if (answer === undefined) {
      answer = sameValue(mine.value, incoming.value);
      answers.set(incoming, answer);
    }
    return answer;
  };
}
type Same = ReturnType<typeof sameAsOurs>;

/**
 * Whether the file's entry replaces ours in a merge: the newer time wins; without times,
 * settings and progress come from the file (the user is restoring them), songs stay ours.
 */
function fileWins(section: Section, incoming: Entry, ours: Entry): boolean {
  if (incoming.time !== null && ours.time !== null) return incoming.time > ours.time;
  if (incoming.time !== null) return true;
  if (ours.time !== null) return false;
  return section.kind !== 'list';
}

function build(section: Section, entries: Entry[]): unknown {
  if (section.kind === 'list') return entries.map((e) => e.value);
  if (section.kind === 'record') return Object.fromEntries(entries.map((e) => [e.id, e.value]));
  return entries[0]?.value ?? section.read();
}

function merge(section: Section, ours: Entry[], current: unknown, incoming: Entry[], same: Same) {
  const counts: SectionCounts = { new: 0, updated: 0, unchanged: 0, rejected: 0, removed: 0 };
  const byId = new Map(ours.map((e, i) => [e.id, i]));
  const merged = [...ours];
  const added: Entry[] = [];
  for (const entry of incoming) {
    const at = byId.get(entry.id);
    const mine = at === undefined ? undefined : merged[at];
    if (at === undefined || !mine) {
      counts.new++;
      added.push(entry);
    } else if (same(mine, entry) || !fileWins(section, entry, mine)) {
      counts.unchanged++;
    } else {
      counts.updated++;
      merged[at] = entry;
    }
  }
  if (counts.new === 0 && counts.updated === 0) return { counts, result: current };
  let union = newestFirst([...merged, ...added]);
  if (section.cap !== undefined) union = union.slice(0, section.cap);
  return { counts, result: build(section, union) };
}

function replace(section: Section, ours: Entry[], incoming: Entry[], same: Same) {
  const counts: SectionCounts = { new: 0, updated: 0, unchanged: 0, rejected: 0, removed: 0 };
  const byId = new Map(ours.map((e) => [e.id, e]));
  const kept = new Set<string>();
  for (const entry of incoming) {
    const mine = byId.get(entry.id);
    kept.add(entry.id);
    if (!mine) counts.new++;
    else if (same(mine, entry)) counts.unchanged++;
    else counts.updated++;
  }
  counts.removed = ours.filter((e) => !kept.has(e.id)).length;
  return { counts, result: build(section, incoming) };
}

/**
 * The preview: what Merge and Replace would each do to every list the file holds, compared with
 * this page's lists or, for another profile, with `current` (read by `readProfileData`).
 */
export function planImport(data: BackupData, current?: BackupData): ImportPlan {
  const sections: SectionPlan[] = [];
  const rejected: Rejection[] = [];
  for (const section of backupSections()) {
    if (!(section.name in data)) continue;
    const { entries, rejected: bad, unreadable } = validateSection(section, data[section.name]);
    const here = current ? current[section.name] : section.read();
    const ours = currentEntries(section, here);
    const same = sameAsOurs();
    const merged = merge(section, ours, here, entries, same);
    // A list the file holds in the wrong shape replaces nothing: Replace must not empty ours.
    const replaced = unreadable
      ? { counts: { ...merged.counts }, result: here }
      : replace(section, ours, entries, same);
    merged.counts.rejected = replaced.counts.rejected = bad.length;
    rejected.push(...bad);
    sections.push({
      section,
      rejected: bad,
      counts: { merge: merged.counts, replace: replaced.counts },
      result: { merge: merged.result, replace: replaced.result },
    });
  }
  return { sections, rejected };
}
