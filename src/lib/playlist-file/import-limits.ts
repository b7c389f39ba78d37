import { t } from '@/lib/i18n';

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

/** Getters, so each message is read in the language active when it is shown. */
export const IMPORT_MESSAGES = {
  get notJson() {
    return t('playlistFile.errors.notJson');
  },
  get tooLarge() {
    return t('playlistFile.errors.tooLarge');
  },
  get unreadable() {
    return t('playlistFile.errors.unreadable');
  },
  get notUtf8() {
    return t('playlistFile.errors.notUtf8');
  },
  get invalidJson() {
    return t('playlistFile.errors.invalidJson');
  },
  get tooDeep() {
    return t('playlistFile.errors.tooDeep');
  },
  get tooManyValues() {
    return t('playlistFile.errors.tooManyValues');
  },
  get valueTooLong() {
    return t('playlistFile.errors.valueTooLong');
  },
  get notObject() {
    return t('playlistFile.errors.notObject');
  },
  get singleMissing() {
    return t('playlistFile.errors.singleMissing');
  },
  get arrayMissing() {
    return t('playlistFile.errors.arrayMissing');
  },
  get unknownType() {
    return t('playlistFile.errors.unknownType');
  },
  get tooManyPlaylists() {
    return t('playlistFile.errors.tooManyPlaylists', { max: IMPORT_LIMITS.maxPlaylists });
  },
};

export const missingFieldsMessage = (fields: string[]) =>
  t('playlistFile.errors.missingFields', { fields: fields.join(', ') });

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

export { isSafeCover, isSafeUrl } from '@/lib/storage/music-collection/cover-checks';
