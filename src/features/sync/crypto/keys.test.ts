import { webcrypto } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deriveKeys } from './keys';
import { keyFromPhrase, newSyncKey, phraseOf } from './phrase';

const VECTOR = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
/** The key `keyFrom(seed)` of server/test/sync-fake-client.ts makes (the server's tests' device). */
const keyFrom = (seed: number) =>
  Uint8Array.from({ length: 16 }, (_, i) => (seed * 31 + i * 7) & 255);
/** What that reference device (Node's WebCrypto, docs/sync.md's derivations) derives from keyFrom(7). */
const REFERENCE = {
  space: 'ckcamKjy3UxS6TcpAftmbQ',
  token: '5eEcpNxv2ykzd8mYahSWtVlOvw4thOBZKpVXbx5fycs',
  movie603: 'Ae1_Nq-WNkoAwoYNH98CjJK8HvFKTez_oSFoczR0TQY',
};

// jsdom's `crypto` has no `subtle`; the browser's is the same WebCrypto as Node's.
beforeAll(() => vi.stubGlobal('crypto', webcrypto));

describe('the sync phrase', () => {
  it('is the BIP39 encoding of the key, 12 words in order, and back', () => {
    expect(phraseOf(new Uint8Array(16).fill(0x7f)).join(' ')).toBe(VECTOR);
    const key = newSyncKey();
    const words = phraseOf(key);
    expect(words).toHaveLength(12);
    const back = keyFromPhrase(`  ${words.join('  ').toUpperCase()}\n`);
    expect(back.ok && [...back.key]).toEqual([...key]);
  });

  it('says why a phrase is refused: length, an unknown word, a checksum that fails', () => {
    expect(keyFromPhrase('legal winner thank')).toEqual({ ok: false, reason: 'length' });
    expect(keyFromPhrase(VECTOR.replace('wave', 'wavy'))).toEqual({
      ok: false,
      reason: 'word',
      word: 'wavy',
    });
    // Two words swapped: every word is on the list, the checksum catches it.
    expect(keyFromPhrase(VECTOR.replace('thank year', 'year thank'))).toEqual({
      ok: false,
      reason: 'checksum',
    });
  });
});

describe('the derived keys', () => {
  it('are those docs/sync.md gives: space, token and record ids as the reference device makes them', async () => {
    const key = keyFrom(7);
    const mine = await deriveKeys(key);
    expect(mine.space).toBe(REFERENCE.space);
    expect(mine.auth).toBe(`${REFERENCE.space}.${REFERENCE.token}`);
    expect(mine.space).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(mine.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const id = 'main/library/movie:603';
    expect(await mine.recordId(id)).toBe(REFERENCE.movie603);
    expect(await mine.recordId(id)).not.toContain('603');
  });

  it('seal records that open only with the same key and the same record id', async () => {
    const keys = await deriveKeys(keyFrom(1));
    const other = await deriveKeys(keyFrom(2));
    const value = { rid: 'main/library/movie:603', title: 'The Matrix' };
    const data = await keys.seal('id-a', value);
    expect(data).not.toContain('Matrix');
    expect(await keys.seal('id-a', value)).not.toBe(data);
    expect(await keys.open('id-a', data)).toEqual(value);
    await expect(other.open('id-a', data)).rejects.toThrow();
    await expect(keys.open('id-b', data)).rejects.toThrow();
    const flipped = (data[20] === 'A' ? 'B' : 'A') + '';
    await expect(keys.open('id-a', data.slice(0, 20) + flipped + data.slice(21))).rejects.toThrow();
  });

  it('deflates records against the dictionary, so a large library fits the server quota', async () => {
    const keys = await deriveKeys(keyFrom(3));
    const song = {
      rid: 'main/playlistSongs/p3/s17',
      stamp: '0mx0eydi3-0000-ppmfhjll8iui',
      value: {
        id: 'song3x17',
        name: 'Song 17',
        album: { id: 'al1', name: 'Album' },
        year: '2020',
        duration: 200,
        language: 'english',
        image: ['50x50', '150x150', '500x500'].map((quality) => ({
          quality,
          url: `https://c.example/img/3-17-${quality}.jpg`,
        })),
        downloadUrl: [{ quality: '320kbps', url: 'https://a.example/audio/3-17_320.mp4' }],
        artists: { primary: [{ id: 'artist-17', name: 'Artist 17' }] },
      },
    };
    const data = await keys.seal('id', song);
    // 60 000 such records (with their 43-character ids) stay under the 25 MB quota.
    expect(JSON.stringify(song).length).toBeGreaterThan(500);
    expect(data.length + 43).toBeLessThan((25 * 1024 * 1024) / 60_000);
    expect(await keys.open('id', data)).toEqual(song);
  });

  it('opens a record whose plaintext is larger than the buffer it is inflated into', async () => {
    const keys = await deriveKeys(keyFrom(4));
    const value = { rid: 'main/settings/big', text: 'ab'.repeat(200_000), end: 'the end' };
    const data = await keys.seal('id', value);
    expect(data.length).toBeLessThan(4096);
    expect(await keys.open('id', data)).toEqual(value);
    expect(await keys.open('id', await keys.seal('id', { small: 1 }))).toEqual({ small: 1 });
  });
});
