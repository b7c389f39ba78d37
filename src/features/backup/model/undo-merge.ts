import type { Section } from './sections';
import { sameValue } from './same-value';

interface Keyed {
  id: string;
  value: unknown;
}

/** A list's entries by their identity; a record's entries by their key. */
function entriesOf(section: Section, value: unknown): Keyed[] {
  if (value === undefined || value === null) return [];
  if (section.kind === 'list')
    return Array.isArray(value)
      ? value.map((v, i) => ({ id: section.idOf(v, String(i)), value: v }))
      : [];
  return typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).map(([id, v]) => ({ id, value: v }))
    : [];
}

function build(section: Section, entries: readonly Keyed[]): unknown {
  return section.kind === 'list'
    ? entries.map((e) => e.value)
    : Object.fromEntries(entries.map((e) => [e.id, e.value]));
}

/**
 * What undoing an import leaves in one list (or the fields of settings): each entry the import
 * wrote and nobody changed since goes back to `before` (its old value, or gone if the import
 * added it); each entry changed since (edited, added or removed here, in another tab or by sync)
 * stays as it is now. An entry the import removed (Replace) comes back where it was, unless it
 * came back since. `before` undefined (or null): the list had nothing before the import. Settings
 * and the player's choices (kind `object`) are undone whole, or kept whole when changed since.
 *
 * Undoing the snapshot whole, as before, took back the changes made after the import too: a
 * title added to My Library in the meantime was removed with the import's.
 */
export function undoValue(
  section: Section,
  before: unknown,
  after: unknown,
  current: unknown,
): unknown {
  // Nothing changed since the import: the list as it was, in its order.
  if (before !== undefined && before !== null && sameValue(current, after)) return before;
  // Settings and the player's choices are one value each (their parts belong together): back
  // to what they were only when nobody changed them since; null when there were none.
  if (section.kind === 'object') return sameValue(current, after) ? (before ?? null) : current;
  const had = entriesOf(section, before);
  const wrote = new Map(entriesOf(section, after).map((e) => [e.id, e.value]));
  const now = entriesOf(section, current);
  const nowIds = new Set(now.map((e) => e.id));
  const old = new Map(had.map((e) => [e.id, e]));

  const kept: Keyed[] = [];
  for (const entry of now) {
    const written = wrote.get(entry.id);
    const untouched = wrote.has(entry.id) && sameValue(written, entry.value);
    if (!untouched) kept.push(entry);
    else if (old.has(entry.id)) kept.push(old.get(entry.id)!);
  }

  // The import's removals, each after the entry it followed before (or first).
  const comeBack: Map<string | null, Keyed[]> = new Map();
  const keptIds = new Set(kept.map((e) => e.id));
  let previous: string | null = null;
  for (const entry of had) {
    if (!wrote.has(entry.id) && !nowIds.has(entry.id)) {
      const group = comeBack.get(previous) ?? [];
      group.push(entry);
      comeBack.set(previous, group);
      continue;
    }
    if (keptIds.has(entry.id)) previous = entry.id;
  }
  if (comeBack.size === 0) return build(section, kept);
  const result: Keyed[] = [...(comeBack.get(null) ?? [])];
  for (const entry of kept) result.push(entry, ...(comeBack.get(entry.id) ?? []));
  return build(section, result);
}
