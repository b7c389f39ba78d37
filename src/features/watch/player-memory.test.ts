import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, useSettingsStore } from '@/lib/settings';
import { playerMemoryStorage } from '@/lib/storage/video-lists';
import {
  MAX_REMEMBERED,
  rememberedServer,
  rememberServer,
  setShowAutoplays,
  showAutoplays,
} from './player-memory';

beforeEach(() => {
  localStorage.clear();
  useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS } });
});

describe('player memory', () => {
  it('remembers per movie and per show; anime shares its show and episodes share it', () => {
    rememberServer({ type: 'movie', id: 550 }, 'eren');
    rememberServer({ type: 'anime', id: 31, season: 1, episode: 3 }, 'sukuna');
    expect(rememberedServer({ type: 'movie', id: 550 })).toBe('eren');
    expect(rememberedServer({ type: 'tv', id: 31, season: 2, episode: 1 })).toBe('sukuna');
    expect(rememberedServer({ type: 'tv', id: 550, season: 1, episode: 1 })).toBeUndefined();
  });

  it(`keeps the newest ${MAX_REMEMBERED} titles`, () => {
    for (let id = 1; id <= MAX_REMEMBERED + 5; id += 1) {
      rememberServer({ type: 'movie', id }, 'void');
    }
    const servers = playerMemoryStorage.read().servers;
    expect(Object.keys(servers)).toHaveLength(MAX_REMEMBERED);
    expect(servers['movie:1']).toBeUndefined();
    expect(servers[`movie:${MAX_REMEMBERED + 5}`]).toBe('void');
  });

  it('writes nothing in incognito mode', () => {
    useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, incognitoMode: true } });
    rememberServer({ type: 'movie', id: 550 }, 'eren');
    expect(localStorage.getItem('reelbeat_player_choices')).toBeNull();
  });

  it("keeps each show's autoplay switch", () => {
    const show = { type: 'tv' as const, id: 9, season: 1, episode: 1 };
    expect(showAutoplays(show)).toBe(true);
    setShowAutoplays(show, false);
    expect(showAutoplays({ ...show, season: 3 })).toBe(false);
    setShowAutoplays(show, true);
    expect(showAutoplays(show)).toBe(true);
  });
});
