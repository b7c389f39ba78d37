import { parsePlaylistExport } from '@/lib/playlist-file';
import { csvRows } from '../external/csv-rows';
import type { ExternalRow } from '../external/rows';
import { isTraktExport, traktRows } from '../external/trakt-rows';
import { ZIP_MESSAGES, unzipExport } from '../external/zip';
import { msg, t } from '@/lib/i18n';
import { isBackupLike, readBackup, type BackupData, type FileProfile } from './backup-file';
import { INPUT_LIMITS, INPUT_MESSAGES, decodeUtf8, parseJsonSafely } from './safe-json';
import type { Rejection } from './validate';

/** What a chosen file turned out to be: our own data, another service's rows, or an error. */
export type ImportSource =
  | { kind: 'backup'; data: BackupData; rejected: Rejection[]; profiles: FileProfile[] }
  | { kind: 'external'; rows: ExternalRow[]; errors: string[] }
  | { kind: 'error'; error: string };

const fail = (error: string): ImportSource => ({ kind: 'error', error });

function fromPlaylistExport(value: unknown): ImportSource {
  const parsed = parsePlaylistExport(value);
  if (!parsed.ok) return fail(parsed.errors.join('. '));
  const playlists: unknown[] = [];
  const rejected: Rejection[] = [];
  for (const c of parsed.candidates) {
    if (c.ok) playlists.push(c.playlist);
    else
      rejected.push({
        section: msg('backup.list.musicPlaylists'),
        label: c.name,
        reason: c.reason,
      });
  }
  const data = { musicPlaylists: playlists };
  return { kind: 'backup', data, rejected, profiles: [{ info: null, data }] };
}

/** Reads JSON text: a backup, the playlist export (version '1.0') or a Trakt export. */
export function readJsonText(text: string, source: string): ImportSource {
  const parsed = parseJsonSafely(text);
  if (!parsed.ok) return fail(parsed.error);
  const value = parsed.value;
  if (isBackupLike(value)) {
    const backup = readBackup(value);
    return backup.ok
      ? { kind: 'backup', data: backup.data, rejected: [], profiles: backup.profiles }
      : fail(backup.error);
  }
  const v = value as { version?: unknown; type?: unknown } | null;
  if (v && typeof v === 'object' && 'version' in v && 'type' in v) return fromPlaylistExport(value);
  if (isTraktExport(value)) {
    return { kind: 'external', rows: traktRows(value as unknown[], source), errors: [] };
  }
  return fail(t('backup.error.notAnyExport'));
}

function readZip(bytes: Uint8Array): ImportSource {
  const unzipped = unzipExport(bytes);
  if (!unzipped.ok) return fail(unzipped.error);
  const rows: ExternalRow[] = [];
  const errors: string[] = [];
  for (const file of unzipped.files) {
    const text = decodeUtf8(file.bytes);
    if (!text.ok) {
      errors.push(t('backup.error.inFile', { file: file.name, error: text.error }));
      continue;
    }
    const source = /\.json$/i.test(file.name)
      ? readJsonText(text.value, file.name)
      : csvSource(text.value, file.name);
    if (source.kind === 'external') {
      rows.push(...source.rows);
      errors.push(...source.errors);
    } else if (source.kind === 'error') {
      errors.push(t('backup.error.inFile', { file: file.name, error: source.error }));
    }
  }
  if (rows.length === 0) return fail(errors[0] ?? t('backup.error.zipNoRows'));
  return { kind: 'external', rows, errors };
}

function csvSource(text: string, name: string): ImportSource {
  const csv = csvRows(text, name);
  return csv.ok ? { kind: 'external', rows: csv.rows, errors: [] } : fail(csv.error);
}

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** Every file the import accepts goes through here; nothing is stored by reading. */
export function readImportBytes(bytes: Uint8Array, name: string): ImportSource {
  try {
    return readBytes(bytes, name);
  } catch {
    // A parser failing on some input we did not foresee is still only a refused file.
    return fail(INPUT_MESSAGES.unreadable);
  }
}

function readBytes(bytes: Uint8Array, name: string): ImportSource {
  if (bytes.length > INPUT_LIMITS.maxBytes) return fail(INPUT_MESSAGES.tooLarge);
  if (isZip(bytes)) return readZip(bytes);
  if (/\.zip$/i.test(name)) return fail(ZIP_MESSAGES.broken);
  const text = decodeUtf8(bytes);
  if (!text.ok) return fail(INPUT_MESSAGES.unknownType);
  const start = text.value.trimStart()[0];
  if (start === '{' || start === '[' || /\.json$/i.test(name))
    return readJsonText(text.value, name);
  if (/\.csv$/i.test(name) || /^[^\n]*,[^\n]*\n/.test(text.value))
    return csvSource(text.value, name);
  return fail(INPUT_MESSAGES.unknownType);
}

export async function readImportFile(file: File): Promise<ImportSource> {
  if (file.size > INPUT_LIMITS.maxBytes) return fail(INPUT_MESSAGES.tooLarge);
  try {
    return readImportBytes(new Uint8Array(await file.arrayBuffer()), file.name);
  } catch {
    return fail(INPUT_MESSAGES.unreadable);
  }
}
