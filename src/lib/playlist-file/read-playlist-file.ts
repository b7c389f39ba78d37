import { z } from 'zod/mini';
import { storedSongsSchema } from '@/lib/music/song-schema';
import type { Song } from '@/lib/music/types';
import { t } from '@/lib/i18n';
import type { LocalPlaylist } from '@/lib/storage/music-collection';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  checkShape,
  isSafeCover,
  isSafeUrl,
  missingFieldsMessage,
} from './import-limits';

/** One playlist of a file, valid or with the reason it cannot be imported. */
export type Candidate =
  { ok: true; playlist: LocalPlaylist } | { ok: false; name: string; reason: string };

export type ParsedImport = { ok: true; candidates: Candidate[] } | { ok: false; errors: string[] };

const shortText = z.string().check(z.maxLength(IMPORT_LIMITS.maxStringLength));
const playlistSchema = z.object({
  id: z.union([z.string().check(z.minLength(1), z.maxLength(200)), z.number()]),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: z.nullish(shortText),
  createdAt: z.nullish(shortText),
  songs: z.array(z.unknown()).check(z.maxLength(IMPORT_LIMITS.maxSongsPerPlaylist)),
  image: z.nullish(shortText),
  avatar: z.nullish(z.string()),
});

const nameOf = (value: unknown, index: number): string => {
  const name = value && typeof value === 'object' ? (value as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name.trim()
    ? name.trim().slice(0, 200)
    : t('playlistFile.unnamed', { position: index + 1 });
};

const cleanLinks = (links: Song['image']) => links.filter((l) => isSafeUrl(l.url));

function cleanSong(song: Song): Song {
  const clean: Song = {
    ...song,
    image: cleanLinks(song.image),
    downloadUrl: cleanLinks(song.downloadUrl),
  };
  if (clean.localUrl && !isSafeUrl(clean.localUrl)) delete clean.localUrl;
  return clean;
}

function toCandidate(value: unknown, index: number): Candidate {
  const parsed = playlistSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'playlist';
    return {
      ok: false,
      name: nameOf(value, index),
      reason: t('playlistFile.invalidField', { field: where }),
    };
  }
  const songs = storedSongsSchema.safeParse(parsed.data.songs);
  if (!songs.success)
    return { ok: false, name: parsed.data.name, reason: t('playlistFile.invalidSongs') };
  const p = parsed.data;
  const playlist: LocalPlaylist = {
    id: String(p.id),
    name: p.name,
    createdAt:
      p.createdAt && Number.isFinite(Date.parse(p.createdAt))
        ? p.createdAt
        : new Date(0).toISOString(),
    songs: songs.data.map(cleanSong),
  };
  if (p.description?.trim()) playlist.description = p.description.trim();
  if (p.image && (isSafeUrl(p.image) || [...p.image].length <= 4)) playlist.image = p.image;
  if (p.avatar && isSafeCover(p.avatar)) playlist.avatar = p.avatar;
  return { ok: true, playlist };
}

/** The file's structure first (every message), then each playlist on its own. */
export function parseImportData(data: unknown): ParsedImport {
  const shapeError = checkShape(data);
  if (shapeError) return { ok: false, errors: [shapeError] };
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, errors: [IMPORT_MESSAGES.notObject] };
  }
  const file = data as Record<string, unknown>;
  const missing = ['version', 'type'].filter(
    (f) => file[f] === undefined || file[f] === null || file[f] === '',
  );
  if (missing.length) return { ok: false, errors: [missingFieldsMessage(missing)] };
  if (file.type === 'single') {
    if (!file.playlist || typeof file.playlist !== 'object' || Array.isArray(file.playlist)) {
      return { ok: false, errors: [IMPORT_MESSAGES.singleMissing] };
    }
    return { ok: true, candidates: [toCandidate(file.playlist, 0)] };
  }
  if (file.type === 'all') {
    if (!Array.isArray(file.playlists))
      return { ok: false, errors: [IMPORT_MESSAGES.arrayMissing] };
    if (file.playlists.length > IMPORT_LIMITS.maxPlaylists) {
      return { ok: false, errors: [IMPORT_MESSAGES.tooManyPlaylists] };
    }
    return { ok: true, candidates: file.playlists.map(toCandidate) };
  }
  return { ok: false, errors: [IMPORT_MESSAGES.unknownType] };
}

export function parseImportText(text: string): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, errors: [IMPORT_MESSAGES.invalidJson] };
  }
  return parseImportData(data);
}

/** Blob.arrayBuffer where the browser has it, FileReader elsewhere. */
function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** Reads a chosen file with every check of the hardening list before any JSON is parsed. */
export async function readImportFile(file: File): Promise<ParsedImport> {
  if (!/\.json$/i.test(file.name)) return { ok: false, errors: [IMPORT_MESSAGES.notJson] };
  if (file.size > IMPORT_LIMITS.maxBytes) return { ok: false, errors: [IMPORT_MESSAGES.tooLarge] };
  let bytes: ArrayBuffer;
  try {
    bytes = await readBytes(file);
  } catch {
    return { ok: false, errors: [IMPORT_MESSAGES.unreadable] };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, errors: [IMPORT_MESSAGES.notUtf8] };
  }
  return parseImportText(text.replace(/^\uFEFF/, ''));
}
