import { msg } from '@/lib/i18n';
import type { Section } from './sections';
import { text, type Text } from './text';

/** One entry of a list with its identity; `value` is what would be stored. */
export interface Entry {
  id: string;
  value: unknown;
  time: number | null;
}

export interface Rejection {
  /** Message id of the list's name. */
  section: string;
  /** The entry's own name, or "My Library 3" when it has none. */
  label: Text | string;
  /** Why (other features' refusals arrive as their own words). */
  reason: Text | string;
}

export interface Validated {
  entries: Entry[];
  rejected: Rejection[];
  /**
   * The file's value is not the list's shape at all (not a list, not an object), or none of its
   * entries is valid: it describes nothing to put in place of ours, so even Replace keeps ours.
   */
  unreadable: boolean;
}

/** Markup or script where only words belong (names, titles, descriptions). */
const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>|<\s*script|javascript\s*:/i;
/** A tag, which no link or embedded image holds written out (a picture's data is encoded). */
const TAG = /<\s*\/?\s*[a-z!?][^>]*>|<\s*script/i;
/** Fields that hold links or embedded images: their schemas check them, save for a tag. */
const LINK_FIELDS = new Set(['avatar', 'image', 'url', 'downloadUrl', 'localUrl', 'link']);

function findMarkup(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      // Most text holds neither character: skip the regular expression for it.
      if ((v.includes('<') || v.includes(':')) && MARKUP.test(v)) return true;
    } else if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (!LINK_FIELDS.has(key)) stack.push(child);
        else if (typeof child === 'string' && child.includes('<') && TAG.test(child)) return true;
      }
    }
  }
  return false;
}

export function labelOf(value: unknown, fallback: Text | string): Text | string {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const name = v.title ?? v.name ?? v.id;
  if (typeof name !== 'string' && typeof name !== 'number') return fallback;
  // Shown as text (React escapes it), so markup stays visible as written; control characters
  // and overlong names would only garble the list.
  return (
    String(name)
      .replace(/\p{Cc}/gu, ' ')
      .slice(0, 120) || fallback
  );
}

function badDate(section: Section, value: unknown): Text | null {
  if (!value || typeof value !== 'object') return null;
  for (const field of section.dateFields) {
    const v = (value as Record<string, unknown>)[field];
    if (v === undefined) continue;
    if (typeof v !== 'string' || !Number.isFinite(Date.parse(v)))
      return text(msg('backup.reason.badDate'), { field });
  }
  return null;
}

function issueText(error: { issues: { path: PropertyKey[]; message: string }[] }): Text {
  const issue = error.issues[0];
  const where = issue?.path.filter((p) => typeof p !== 'number').join('.');
  return where
    ? text(msg('backup.reason.invalidField'), { field: where })
    : text(msg('backup.reason.invalidEntry'));
}

/** The raw entries of a section as [identity key, value] pairs, or a reason it has none. */
function rawEntries(section: Section, raw: unknown): [string, unknown][] | Text {
  if (section.kind === 'list')
    return Array.isArray(raw)
      ? raw.map((v, i) => [String(i), v])
      : text(msg('backup.reason.notList'));
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return text(msg('backup.reason.notObject'));
  return section.kind === 'record' ? Object.entries(raw) : [[section.name, raw]];
}

/** Checks one entry against its storage schema and the import's own rules. */
function checkEntry(section: Section, key: string, raw: unknown): { value: unknown } | Text {
  if (findMarkup(raw)) return text(msg('backup.reason.markup'));
  const date = badDate(section, raw);
  if (date) return date;
  const probe = section.kind === 'list' ? [raw] : section.kind === 'record' ? { [key]: raw } : raw;
  const parsed = section.stored.schema.safeParse(probe);
  if (!parsed.success) return issueText(parsed.error);
  const data = parsed.data as unknown;
  if (section.kind === 'list') return { value: (data as unknown[])[0] };
  if (section.kind === 'record') return { value: (data as Record<string, unknown>)[key] };
  return { value: data };
}

/** Validates a section of a backup entry by entry; nothing invalid reaches `entries`. */
export function validateSection(section: Section, raw: unknown): Validated {
  const rejected: Rejection[] = [];
  const reject = (label: Text | string, reason: Text) =>
    rejected.push({ section: section.label, label, reason });
  const pairs = rawEntries(section, raw);
  if (!Array.isArray(pairs)) {
    reject(text(section.label), pairs);
    return { entries: [], rejected, unreadable: true };
  }
  const seen = new Set<string>();
  let entries: Entry[] = [];
  pairs.forEach(([key, value], index) => {
    const list = text(section.label);
    const fallback = text(msg('backup.entry.fallback'), { list, number: index + 1 });
    const label = labelOf(value, fallback);
    const checked = checkEntry(section, key, value);
    if ('id' in checked) return reject(label, checked);
    const id = section.idOf(checked.value, key);
    if (seen.has(id)) return reject(label, text(msg('backup.reason.duplicate')));
    seen.add(id);
    entries.push({ id, value: checked.value, time: section.timeOf(checked.value) });
  });
  if (section.cap !== undefined && entries.length > section.cap) {
    entries = newestFirst(entries);
    for (const extra of entries.slice(section.cap)) {
      const cap = text(msg('backup.reason.cap'), { cap: section.cap });
      reject(labelOf(extra.value, extra.id), cap);
    }
    entries = entries.slice(0, section.cap);
  }
  return { entries, rejected, unreadable: pairs.length > 0 && entries.length === 0 };
}

/** Newest first; entries without a time keep their place after the timed ones (stable). */
export function newestFirst(entries: Entry[]): Entry[] {
  if (entries.every((e) => e.time === null)) return entries;
  return [...entries].sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity));
}
