import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialPlayerState, usePlayerStore } from '../model/player.store';
import * as actions from '../player-actions';
import { reportProgress } from './engine-binding';
import { setLocalAudio } from '@/lib/music/local-audio';
import { fakePlaybackEngine } from '@/test/fake-playback-engine';
import { song, songs } from '@/test/song-fixtures';
import { bindMediaSession } from './media-session';

type Handler = MediaSessionActionHandler | null;

/** navigator.mediaSession as Chromium has it (jsdom has none). */
function fakeSession(unsupported: MediaSessionAction[] = []) {
  const handlers = new Map<MediaSessionAction, Handler>();
  const session = {
    metadata: null as MediaMetadata | null,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler: vi.fn((action: MediaSessionAction, handler: Handler) => {
      if (unsupported.includes(action)) throw new TypeError(`${action} is not supported`);
      handlers.set(action, handler);
    }),
    setPositionState: vi.fn(),
  };
  Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
  const call = (action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) =>
    handlers.get(action)?.({ action, ...details });
  return { session, handlers, call };
}

class FakeMetadata {
  constructor(init: MediaMetadataInit) {
    Object.assign(this, init);
  }
}

const { pause, playSong } = actions;
const state = () => usePlayerStore.getState();
let unbind = () => {};
let unbindEngine = () => {};

beforeEach(() => {
  usePlayerStore.setState(initialPlayerState(), true);
  // A fake engine, so the app's own engine (and its own media session binding) stays out.
  unbindEngine = actions.connectEngine(fakePlaybackEngine().engine);
  vi.stubGlobal('MediaMetadata', FakeMetadata);
});
afterEach(() => {
  unbind();
  unbindEngine();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaSession');
});

describe('the media session (media keys, lock screen)', () => {
  it('answers play, pause, next, previous and the three seeks', () => {
    const { handlers, call } = fakeSession();
    unbind = bindMediaSession(actions);
    expect([...handlers.keys()].sort()).toEqual(
      [
        'nexttrack',
        'pause',
        'play',
        'previoustrack',
        'seekbackward',
        'seekforward',
        'seekto',
      ].sort(),
    );
    playSong(song('a'), songs('a', 'b', 'c'), 0);
    call('pause');
    expect(state().isPlaying).toBe(false);
    call('play');
    expect(state().isPlaying).toBe(true);
    call('nexttrack');
    expect(state().currentSong?.id).toBe('b');
    call('previoustrack');
    expect(state().currentSong?.id).toBe('a');
    call('seekto', { seekTime: 42 });
    expect(state().currentTime).toBe(42);
    call('seekbackward');
    expect(state().currentTime).toBe(32);
    call('seekforward', { seekOffset: 5 });
    expect(state().currentTime).toBe(37);
  });

  it('shows the song, its state and position, and forgets them when the song goes', () => {
    const { session } = fakeSession();
    unbind = bindMediaSession(actions);
    expect(session.playbackState).toBe('none');
    const withArt = {
      ...song('a'),
      album: { id: 'al', name: 'Album A', url: '' },
      image: [{ quality: '500x500', url: '/art/a.jpg' }],
    };
    playSong(withArt, [withArt], 0);
    expect(session.metadata).toMatchObject({
      title: 'Song a',
      artist: 'Artist a',
      album: 'Album A',
      artwork: [{ src: new URL('/art/a.jpg', location.href).href, sizes: '500x500' }],
    });
    expect(session.playbackState).toBe('playing');
    reportProgress(12, 60);
    expect(session.setPositionState).toHaveBeenLastCalledWith({
      duration: 60,
      position: 12,
      playbackRate: 1,
    });
    pause();
    expect(session.playbackState).toBe('paused');

    session.setPositionState.mockClear();
    usePlayerStore.setState({ currentSong: null, isPlaying: false, duration: 0, currentTime: 0 });
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
    expect(session.setPositionState).toHaveBeenCalledWith();
  });

  it('shows a downloaded song with its stored cover, also when the cover arrives later', () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/cover');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { session } = fakeSession();
    unbind = bindMediaSession(actions);
    const withArt = { ...song('a'), image: [{ quality: '500x500', url: '/art/a.jpg' }] };
    playSong(withArt, [withArt], 0);
    expect(session.metadata?.artwork).toEqual([
      { src: new URL('/art/a.jpg', location.href).href, sizes: '500x500' },
    ]);
    // The downloads load after start-up: the lock screen switches to the stored copy.
    setLocalAudio('a', new Blob(['mp3']), new Blob(['jpeg'], { type: 'image/jpeg' }));
    expect(session.metadata?.artwork).toEqual([{ src: 'blob:test/cover' }]);
    expect(session.metadata?.title).toBe('Song a');
    // Removed: back to the network's art.
    setLocalAudio('a', null);
    expect(session.metadata?.artwork).toEqual([
      { src: new URL('/art/a.jpg', location.href).href, sizes: '500x500' },
    ]);
    createObjectURL.mockRestore();
    revokeObjectURL.mockRestore();
  });

  it('keeps the actions a browser supports when it refuses one, and removes them on unbind', () => {
    const { session, handlers } = fakeSession(['seekto']);
    const stop = bindMediaSession(actions);
    expect(handlers.has('play')).toBe(true);
    expect(handlers.has('seekforward')).toBe(true);
    stop();
    expect([...handlers.values()].every((handler) => handler === null)).toBe(true);
    expect(session.setActionHandler).toHaveBeenCalledWith('play', null);
  });
});
