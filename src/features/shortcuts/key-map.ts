export const SEEK_STEP_SECONDS = 10;
/** A tenth of the volume per press of ↑ or ↓. */
export const VOLUME_STEP = 0.1;

/** Everything a key can do. The groups are the help dialog's sections. */
export type ShortcutAction =
  | 'togglePlay'
  | 'seekBack'
  | 'seekForward'
  | 'previousSong'
  | 'nextSong'
  | 'volumeUp'
  | 'volumeDown'
  | 'mute'
  | 'like'
  | 'queue'
  | 'shuffle'
  | 'repeat'
  | 'fullscreen'
  | 'nextEpisode'
  | 'previousEpisode'
  | 'search'
  | 'help';

/** What a key handler needs of a `KeyboardEvent` (a plain object in tests). */
export interface KeyPress {
  key: string;
  code?: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** AltGr on Windows reports Ctrl+Alt; some layouts need it for `/` or `?`. */
  altGraph?: boolean;
}

const LETTERS: Readonly<Record<string, ShortcutAction>> = {
  m: 'mute',
  l: 'like',
  q: 'queue',
  s: 'shuffle',
  r: 'repeat',
  f: 'fullscreen',
  n: 'nextEpisode',
  p: 'previousEpisode',
};

const ARROWS: Readonly<Record<string, [plain: ShortcutAction, shifted: ShortcutAction | null]>> = {
  ArrowLeft: ['seekBack', 'previousSong'],
  ArrowRight: ['seekForward', 'nextSong'],
  ArrowUp: ['volumeUp', null],
  ArrowDown: ['volumeDown', null],
};

/**
 * The action of a key press, or null. Ctrl, Meta and Alt turn every shortcut off (those
 * combinations are the browser's and the system's), except AltGr where a layout needs it to type
 * `/` or `?`. Shift picks the song keys on ←/→ and is ignored on letters (Caps Lock gives the
 * same letters), on `/` and on `?` (most layouts need Shift for one of them).
 */
export function actionForKey(press: KeyPress): ShortcutAction | null {
  const printable = press.key === '/' || press.key === '?';
  const modified = press.ctrlKey || press.metaKey || press.altKey;
  if (modified && !(printable && press.altGraph && !press.metaKey)) return null;
  if (press.key === '/') return 'search';
  if (press.key === '?') return 'help';
  if (press.key === ' ' || press.code === 'Space') return press.shiftKey ? null : 'togglePlay';
  const arrow = ARROWS[press.key];
  if (arrow) return press.shiftKey ? arrow[1] : arrow[0];
  return press.key.length === 1 ? (LETTERS[press.key.toLowerCase()] ?? null) : null;
}

/** Actions worth repeating while the key is held; the others fire once per press. */
export const REPEATABLE: ReadonlySet<ShortcutAction> = new Set([
  'seekBack',
  'seekForward',
  'volumeUp',
  'volumeDown',
]);

/** The keys a video player uses: on the Watch page they are the video's, never the music's. */
export const VIDEO_KEYS: ReadonlySet<ShortcutAction> = new Set([
  'togglePlay',
  'seekBack',
  'seekForward',
  'previousSong',
  'nextSong',
  'volumeUp',
  'volumeDown',
  'mute',
]);

/** Keys that act on the current song; without one they do nothing (and the page keeps them). */
export const MUSIC_ACTIONS: ReadonlySet<ShortcutAction> = new Set([
  ...VIDEO_KEYS,
  'like',
  'queue',
  'shuffle',
  'repeat',
]);

/** Keys of the Watch page, answered only where a page registered them. */
export const PAGE_ACTIONS: ReadonlySet<ShortcutAction> = new Set([
  'fullscreen',
  'nextEpisode',
  'previousEpisode',
]);
