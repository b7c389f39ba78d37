/**
 * Limits that keep a hostile or broken import file from hanging or filling the browser. Our own
 * exports stay far inside them (a 5 000-song playlist is about 3 MB).
 */
export const IMPORT_LIMITS = {
  maxBytes: 50 * 1024 * 1024,
  maxDepth: 24,
  maxNodes: 20_000_000,
  maxStringLength: 10_000,
  /** Covers are embedded data URLs, so `avatar` may be longer than any other text. */
  maxAvatarLength: 4 * 1024 * 1024,
  maxPlaylists: 1_000,
  maxSongsPerPlaylist: 10_000,
} as const;

export const IMPORT_MESSAGES = {
  notJson: 'Please choose a .json file exported by Reelbeat',
  tooLarge: 'The file is too large to import (the limit is 50 MB)',
  unreadable: 'The file could not be read',
  notUtf8: 'The file is not valid UTF-8 text',
  invalidJson: 'Invalid JSON format',
  tooDeep: 'The file is nested too deeply to be a playlist export',
  tooManyValues: 'The file holds too many values to be a playlist export',
  valueTooLong: 'The file contains a text value that is too long',
  notObject: 'The file does not contain a playlist export',
  singleMissing: 'Single playlist data missing',
  arrayMissing: 'Playlists array missing or invalid',
  unknownType: 'Unknown export type (expected "single" or "all")',
  tooManyPlaylists: `The file holds more than ${IMPORT_LIMITS.maxPlaylists} playlists`,
} as const;

export const missingFieldsMessage = (fields: string[]) =>
  `Missing required fields: ${fields.join(', ')}`;

/**
 * Walks parsed JSON without recursion (so deep nesting cannot overflow the stack) and reports
 * the first limit it breaks, or null.
 */
export function checkShape(value: unknown): string | null {
  const stack: { value: unknown; depth: number; key: string }[] = [{ value, depth: 1, key: '' }];
  let nodes = 0;
  while (stack.length) {
    const item = stack.pop()!;
    nodes += 1;
    if (nodes > IMPORT_LIMITS.maxNodes) return IMPORT_MESSAGES.tooManyValues;
    if (item.depth > IMPORT_LIMITS.maxDepth) return IMPORT_MESSAGES.tooDeep;
    const v = item.value;
    if (typeof v === 'string') {
      const max =
        item.key === 'avatar' ? IMPORT_LIMITS.maxAvatarLength : IMPORT_LIMITS.maxStringLength;
      if (v.length > max) return IMPORT_MESSAGES.valueTooLong;
    } else if (Array.isArray(v)) {
      for (const child of v) stack.push({ value: child, depth: item.depth + 1, key: item.key });
    } else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        stack.push({ value: child, depth: item.depth + 1, key });
      }
    }
  }
  return null;
}

/** Links that may reach an `src`: web URLs, same-origin paths and embedded images. */
export function isSafeUrl(url: string): boolean {
  return (
    /^https?:\/\//i.test(url) ||
    /^\/(?![/\\])/.test(url) ||
    /^data:image\/(png|jpeg|webp|gif);base64,/i.test(url)
  );
}

export const isSafeCover = (url: string) =>
  /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/i.test(url);
