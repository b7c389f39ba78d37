import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { stubFetch } from '@/test/stub-fetch';
import { testConfig } from '@shared/test/test-config';
import { MusicHttpError } from '@/lib/music/client';
import { getLyrics, lyricsOptions } from './get-lyrics';

beforeEach(() => setRuntimeConfig(testConfig()));
afterEach(() => vi.unstubAllGlobals());

describe('a song’s lyrics', () => {
  it('reads timed LRC from Reelbeat’s lyrics address', async () => {
    const calls = stubFetch(() => ({
      body: {
        success: true,
        data: { lrc: '[ti:Song]\n[00:04.00]One\n[00:08.50]Two', plain: null, copyright: null },
      },
    }));
    const lyrics = await getLyrics('song 1');
    expect(calls[0]?.pathname).toBe('/api/music/lyrics/song%201');
    expect(lyrics).toEqual({
      synced: [
        { timeMs: 4000, text: 'One' },
        { timeMs: 8500, text: 'Two' },
      ],
      plain: [],
      copyright: null,
    });
  });

  it('keeps plain lyrics as lines, blank lines between verses included', async () => {
    stubFetch(() => ({
      body: { success: true, data: { lrc: null, plain: 'A\nB\n\nC', copyright: '© Label' } },
    }));
    expect(await getLyrics('x')).toEqual({
      synced: [],
      plain: ['A', 'B', '', 'C'],
      copyright: '© Label',
    });
  });

  it('is null for "No lyrics for this song" (404) and for empty lyrics', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => ({
      status: 404,
      body: { success: false, message: 'No lyrics for this song' },
    }));
    expect(await getLyrics('x')).toBeNull();
    stubFetch(() => ({ body: { success: true, data: { lrc: ' ', plain: '' } } }));
    expect(await getLyrics('x')).toBeNull();
  });

  it('fails on a server error, retried only when no HTTP answer came', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => ({ status: 502, body: {} }));
    await expect(getLyrics('x')).rejects.toBeInstanceOf(MusicHttpError);
    const retry = lyricsOptions('x').retry as (failures: number, error: Error) => boolean;
    expect(retry(0, new MusicHttpError(502))).toBe(false);
    expect(retry(0, new TypeError('network'))).toBe(true);
    expect(retry(2, new TypeError('network'))).toBe(false);
    expect(lyricsOptions('x').queryKey).toEqual(['music', 'lyrics', 'x']);
  });
});
