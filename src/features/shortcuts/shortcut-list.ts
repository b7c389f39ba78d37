import { msg } from '@/lib/i18n';

/** A key as the help dialog writes it: a symbol or letter as is, a named key as a message id. */
export type KeyName = { text: string } | { id: string };

export interface ShortcutRow {
  /** One combination: the keys pressed together (Shift and ←). */
  keys: readonly KeyName[];
  /** A message id; `{seconds}` and `{step}` are filled in where the dialog shows it. */
  label: string;
}

export interface ShortcutGroup {
  title: string;
  rows: readonly ShortcutRow[];
}

const key = (text: string): KeyName => ({ text });
const SPACE: KeyName = { id: msg('shortcuts.key.space') };
const SHIFT: KeyName = { id: msg('shortcuts.key.shift') };
const ESC: KeyName = { id: msg('shortcuts.key.esc') };

/** Every shortcut, in the help dialog's order (its groups are the dialog's sections). */
export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: msg('shortcuts.group.playback'),
    rows: [
      { keys: [SPACE], label: msg('shortcuts.action.togglePlay') },
      { keys: [key('←')], label: msg('shortcuts.action.seekBack') },
      { keys: [key('→')], label: msg('shortcuts.action.seekForward') },
      { keys: [SHIFT, key('←')], label: msg('shortcuts.action.previousSong') },
      { keys: [SHIFT, key('→')], label: msg('shortcuts.action.nextSong') },
      { keys: [key('↑')], label: msg('shortcuts.action.volumeUp') },
      { keys: [key('↓')], label: msg('shortcuts.action.volumeDown') },
      { keys: [key('M')], label: msg('shortcuts.action.mute') },
    ],
  },
  {
    title: msg('shortcuts.group.music'),
    rows: [
      { keys: [key('L')], label: msg('shortcuts.action.like') },
      { keys: [key('Q')], label: msg('shortcuts.action.queue') },
      { keys: [key('S')], label: msg('shortcuts.action.shuffle') },
      { keys: [key('R')], label: msg('shortcuts.action.repeat') },
    ],
  },
  {
    title: msg('shortcuts.group.watch'),
    rows: [
      { keys: [key('F')], label: msg('shortcuts.action.fullscreen') },
      { keys: [key('N')], label: msg('shortcuts.action.nextEpisode') },
      { keys: [key('P')], label: msg('shortcuts.action.previousEpisode') },
    ],
  },
  {
    title: msg('shortcuts.group.general'),
    rows: [
      { keys: [key('/')], label: msg('shortcuts.action.search') },
      { keys: [key('?')], label: msg('shortcuts.action.help') },
      { keys: [ESC], label: msg('shortcuts.action.close') },
    ],
  },
];
