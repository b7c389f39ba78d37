import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/settings';
import { initialPlayerState, usePlayerStore } from '../model/player.store';
import { setVolume } from '../player-options';
import { song } from '@/test/song-fixtures';
import { AudioEngine } from './playback-engine';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import type { AppConfig } from '@shared/config/config-schema';
import type { PlaybackEngine } from './playback-engine';
import {
  bindPlayerSettings,
  pickStreamUrl,
  playbackUrl,
  preferredStreamUrl,
} from './settings-binding';

const settings = () => useSettingsStore.getState();
const links = {
  downloadUrl: [
    { quality: '96kbps', url: '/96' },
    { quality: '160kbps', url: '/160' },
    { quality: '320kbps', url: '/320' },
  ],
};

beforeEach(() => {
  usePlayerStore.setState(initialPlayerState(), true);
  settings().actions.reset();
});
afterEach(() => settings().actions.reset());

describe('music player settings', () => {
  it('Default quality picks the stream: 320, 160 or 96 kbps, falling back to the spec order', () => {
    expect(preferredStreamUrl(links)).toBe('/320');
    settings().actions.update({ defaultQuality: '720p' });
    expect(preferredStreamUrl(links)).toBe('/160');
    settings().actions.update({ defaultQuality: '480p' });
    expect(preferredStreamUrl(links)).toBe('/96');
    expect(preferredStreamUrl(song('a'))).toBe('/audio/a');
    expect(pickStreamUrl({ downloadUrl: [] }, '96kbps')).toBeNull();
  });

  it('volume is one value in Settings and the player bar; speed reaches the audio element', () => {
    const engine = new AudioEngine(document.createElement('audio'));
    const unbind = bindPlayerSettings(engine);
    // Settings win at start (default 80).
    expect(usePlayerStore.getState().volume).toBe(0.8);

    settings().actions.update({ volume: 35, playbackSpeed: 1.5 });
    expect(usePlayerStore.getState().volume).toBe(0.35);
    expect(engine.element.playbackRate).toBe(1.5);
    expect(engine.element.defaultPlaybackRate).toBe(1.5);

    setVolume(0.6);
    expect(settings().settings.volume).toBe(60);

    settings().actions.reset();
    expect(usePlayerStore.getState().volume).toBe(0.8);
    expect(engine.element.playbackRate).toBe(1);
    unbind();
    settings().actions.update({ volume: 10 });
    expect(usePlayerStore.getState().volume).toBe(0.8);
  });

  it('a load keeps the chosen speed', () => {
    const audio = document.createElement('audio');
    vi.spyOn(audio, 'load').mockImplementation(() => {
      // What the media load algorithm does.
      audio.playbackRate = audio.defaultPlaybackRate;
    });
    const engine = new AudioEngine(audio);
    engine.setPlaybackRate(1.25);
    engine.load('/x');
    expect(audio.playbackRate).toBe(1.25);
  });

  it('live mode plays the same-origin stream of the chosen quality; offline keeps the library URL', () => {
    const music = (mode: 'live' | 'offline', baseUrl = '/api/music') =>
      setRuntimeConfig({ music: { mode, baseUrl } } as AppConfig);
    music('live');
    expect(playbackUrl(song('a b'))).toBe('/api/music/stream/a%20b?quality=320kbps');
    settings().actions.update({ defaultQuality: '480p' });
    expect(playbackUrl(song('a'))).toBe('/api/music/stream/a?quality=96kbps');
    expect(playbackUrl({ ...song('a'), downloadUrl: [] })).toBeNull();
    // A static host calling another origin's service directly has no stream route.
    music('live', 'https://music.example/api');
    expect(playbackUrl(song('a'))).toBe('/audio/a');
    music('offline');
    expect(playbackUrl(song('a'))).toBe('/audio/a');
  });

  it('crossfade, loudness levelling and the equaliser reach the engine live', () => {
    const configure = vi.fn();
    const engine: PlaybackEngine = {
      load: vi.fn(),
      play: vi.fn(async () => true),
      pause: vi.fn(),
      seek: vi.fn(),
      setVolume: vi.fn(),
      setEvents: vi.fn(),
      configure,
    };
    const unbind = bindPlayerSettings(engine);
    expect(configure).toHaveBeenLastCalledWith({
      crossfadeSeconds: 0,
      loudnessLevelling: true,
      eq: { preset: 'flat', bands: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], preampDb: 0 },
    });
    settings().actions.update({ crossfadeSeconds: 6, loudnessLevelling: false });
    expect(configure).toHaveBeenLastCalledWith(
      expect.objectContaining({ crossfadeSeconds: 6, loudnessLevelling: false }),
    );
    settings().actions.update({ eqPreset: 'custom', eqBands: [3, 0, 0, 0, 0, 0, 0, 0, 0, -3] });
    expect(configure.mock.lastCall?.[0].eq).toEqual({
      preset: 'custom',
      bands: [3, 0, 0, 0, 0, 0, 0, 0, 0, -3],
      preampDb: 0,
    });
    unbind();
  });
});
