import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyPress } from './key-map';
import type { MusicKeys } from './music-keys';
import { planShortcut, type ShortcutContext } from './plan-shortcut';

const press = (key: string, shiftKey = false): KeyPress => ({
  key,
  shiftKey,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
});

let music: MusicKeys & { run: ReturnType<typeof vi.fn> };
let context: ShortcutContext;

beforeEach(() => {
  document.body.innerHTML = '<h1 tabindex="-1">Page</h1><input aria-label="Search">';
  music = { hasSong: () => true, queueOpen: () => false, run: vi.fn(() => true) };
  context = {
    target: document.querySelector('h1'),
    music,
    page: {},
    openDialogs: 0,
    helpOpen: false,
    setHelpOpen: vi.fn(),
    focusSearch: vi.fn(),
  };
});

const runKey = (key: string, shiftKey = false) => {
  const plan = planShortcut(press(key, shiftKey), context);
  plan?.run();
  return plan?.action ?? null;
};

describe('planShortcut', () => {
  it('runs the music keys on the current song', () => {
    for (const [key, shift, action] of [
      [' ', false, 'togglePlay'],
      ['ArrowRight', false, 'seekForward'],
      ['ArrowLeft', true, 'previousSong'],
      ['ArrowUp', false, 'volumeUp'],
      ['m', false, 'mute'],
      ['l', false, 'like'],
      ['q', false, 'queue'],
      ['s', false, 'shuffle'],
      ['r', false, 'repeat'],
    ] as const) {
      expect(runKey(key, shift)).toBe(action);
      expect(music.run).toHaveBeenLastCalledWith(action);
    }
  });

  it('leaves the music keys to the page while no song is current, or before music loaded', () => {
    music.hasSong = () => false;
    expect(runKey(' ')).toBeNull();
    expect(runKey('ArrowDown')).toBeNull();
    context.music = null;
    expect(runKey('m')).toBeNull();
    expect(music.run).not.toHaveBeenCalled();
  });

  it('never fires while typing in a field', () => {
    context.target = document.querySelector('input');
    for (const key of [' ', 'm', 'l', 'q', '/', '?', 'f', 'ArrowLeft'])
      expect(runKey(key)).toBeNull();
    expect(music.run).not.toHaveBeenCalled();
    expect(context.focusSearch).not.toHaveBeenCalled();
  });

  it('on the Watch page leaves Space, the arrows and M to the video, and answers F, N and P', () => {
    const fullscreen = vi.fn();
    const nextEpisode = vi.fn();
    const previousEpisode = vi.fn();
    context.page = { video: true, fullscreen, nextEpisode, previousEpisode };
    for (const key of [' ', 'ArrowLeft', 'ArrowUp', 'm']) expect(runKey(key)).toBeNull();
    expect(runKey('ArrowRight', true)).toBeNull();
    expect(music.run).not.toHaveBeenCalled();
    expect(runKey('l')).toBe('like');
    runKey('f');
    runKey('n');
    runKey('p');
    expect([fullscreen, nextEpisode, previousEpisode].map((f) => f.mock.calls.length)).toEqual([
      1, 1, 1,
    ]);
  });

  it('does nothing with F, N or P where the page has no such action', () => {
    context.page = { video: true, fullscreen: vi.fn() };
    expect(runKey('n')).toBeNull();
    expect(runKey('p')).toBeNull();
    context.page = {};
    expect(runKey('f')).toBeNull();
  });

  it('opens help with `?` and closes it with `?` again, but opens nothing over another dialog', () => {
    expect(runKey('?')).toBe('help');
    expect(context.setHelpOpen).toHaveBeenLastCalledWith(true);
    context.helpOpen = true;
    context.openDialogs = 1;
    expect(runKey('?')).toBe('help');
    expect(context.setHelpOpen).toHaveBeenLastCalledWith(false);
    context.helpOpen = false;
    expect(runKey('?')).toBeNull();
  });

  it('keeps `/` and the Watch keys while a dialog makes the page inert; playback still works', () => {
    context.openDialogs = 1;
    context.page = { fullscreen: vi.fn(), nextEpisode: vi.fn() };
    expect(runKey('/')).toBeNull();
    expect(runKey('f')).toBeNull();
    expect(runKey('n')).toBeNull();
    expect(runKey(' ')).toBe('togglePlay');
    expect(runKey('m')).toBe('mute');
  });

  it('lets Q close the open queue, and open it only when no other dialog is open', () => {
    context.openDialogs = 1;
    expect(runKey('q')).toBeNull();
    music.queueOpen = () => true;
    expect(runKey('q')).toBe('queue');
    // A question over the queue (Clear Queue) answers first.
    context.openDialogs = 2;
    expect(runKey('q')).toBeNull();
  });

  it('focuses search with `/` on the page', () => {
    expect(runKey('/')).toBe('search');
    expect(context.focusSearch).toHaveBeenCalledTimes(1);
  });
});
