import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localAudioUrl, localCoverUrl, setLocalAudio, subscribeLocalCovers } from './local-audio';

let made: string[] = [];
let revoked: string[] = [];

beforeEach(() => {
  made = [];
  revoked = [];
  let next = 0;
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: vi.fn(() => {
      const url = `blob:test/${(next += 1)}`;
      made.push(url);
      return url;
    }),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  });
});
afterEach(() => {
  setLocalAudio('a', null);
  setLocalAudio('b', null);
  vi.unstubAllGlobals();
});

const audio = () => new Blob(['mp3'], { type: 'audio/mpeg' });
const cover = (bytes = 'jpeg') => new Blob([bytes], { type: 'image/jpeg' });

describe('downloaded songs on this device', () => {
  it('gives one cover URL, made when first asked, to everything that shows the song', () => {
    setLocalAudio('a', audio(), cover());
    expect(localAudioUrl('a')).toBe('blob:test/1');
    expect(made).toEqual(['blob:test/1']);
    const first = localCoverUrl('a');
    expect(first).toBe('blob:test/2');
    expect(localCoverUrl('a')).toBe(first);
    expect(made).toHaveLength(2);
    expect(localCoverUrl('b')).toBeNull();
  });

  it('has no stored cover for a download saved without one', () => {
    setLocalAudio('a', audio(), null);
    expect(localAudioUrl('a')).not.toBeNull();
    expect(localCoverUrl('a')).toBeNull();
  });

  it('revokes both URLs when the song is no longer downloaded, and tells the listeners', () => {
    const listener = vi.fn();
    const stop = subscribeLocalCovers(listener);
    setLocalAudio('a', audio(), cover());
    expect(listener).toHaveBeenCalledTimes(1);
    const coverUrl = localCoverUrl('a')!;
    const audioUrl = localAudioUrl('a')!;
    setLocalAudio('a', null);
    expect(revoked).toEqual(expect.arrayContaining([audioUrl, coverUrl]));
    expect(localCoverUrl('a')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    setLocalAudio('a', audio(), cover());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the URL on screen when the list is read again, and replaces a changed cover', () => {
    const listener = vi.fn();
    const stop = subscribeLocalCovers(listener);
    setLocalAudio('a', audio(), cover());
    const shown = localCoverUrl('a')!;
    setLocalAudio('a', audio(), cover());
    expect(localCoverUrl('a')).toBe(shown);
    expect(revoked).not.toContain(shown);
    expect(listener).toHaveBeenCalledTimes(1);
    setLocalAudio('a', audio(), cover('a bigger picture'));
    expect(revoked).toContain(shown);
    expect(localCoverUrl('a')).not.toBe(shown);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('never makes a URL for a cover nothing shows', () => {
    setLocalAudio('a', audio(), cover());
    setLocalAudio('a', null);
    expect(made).toHaveLength(1);
    expect(revoked).toEqual(['blob:test/1']);
  });
});
