import { targetKeepsKey } from './field-guard';
import {
  MUSIC_ACTIONS,
  PAGE_ACTIONS,
  VIDEO_KEYS,
  actionForKey,
  type KeyPress,
  type ShortcutAction,
} from './key-map';
import type { MusicKeys } from './music-keys';
import type { PageKeys } from './page-keys';

/** Everything outside the key press that decides what it does. */
export interface ShortcutContext {
  /** The focused element the key went to. */
  target: Element | null;
  /** Null until a music page has shown (no song can be current before). */
  music: MusicKeys | null;
  page: PageKeys;
  /** How many modal dialogs are open (the Queue and Now Playing are dialogs too). */
  openDialogs: number;
  helpOpen: boolean;
  setHelpOpen: (open: boolean) => void;
  focusSearch: () => void;
}

export interface ShortcutPlan {
  action: ShortcutAction;
  run: () => void;
}

const PAGE_HANDLER = {
  fullscreen: 'fullscreen',
  nextEpisode: 'nextEpisode',
  previousEpisode: 'previousEpisode',
} as const satisfies Partial<Record<ShortcutAction, keyof PageKeys>>;

/**
 * What a key press does here and now, or null when it is not a shortcut in this place (the
 * browser and the page keep it). A dialog makes the page behind it inert: `/` and the Watch
 * page's keys wait, Q and `?` only close their own dialog, and the playback keys still act (the
 * Queue and Now Playing are places to control music from).
 */
export function planShortcut(press: KeyPress, context: ShortcutContext): ShortcutPlan | null {
  const action = actionForKey(press);
  if (!action || targetKeepsKey(action, context.target)) return null;
  const plan = (run: () => void): ShortcutPlan => ({ action, run });
  const { openDialogs, music, page } = context;

  if (action === 'help') {
    if (context.helpOpen) return openDialogs <= 1 ? plan(() => context.setHelpOpen(false)) : null;
    return openDialogs === 0 ? plan(() => context.setHelpOpen(true)) : null;
  }
  if (action === 'search') return openDialogs === 0 ? plan(context.focusSearch) : null;
  if (PAGE_ACTIONS.has(action)) {
    const handler = page[PAGE_HANDLER[action as keyof typeof PAGE_HANDLER]];
    return openDialogs === 0 && typeof handler === 'function' ? plan(handler) : null;
  }
  if (!MUSIC_ACTIONS.has(action) || !music?.hasSong()) return null;
  if (page.video && VIDEO_KEYS.has(action)) return null;
  if (action === 'queue') {
    const mine = music.queueOpen() ? openDialogs <= 1 : openDialogs === 0;
    if (!mine) return null;
  }
  return plan(() => music.run(action));
}
