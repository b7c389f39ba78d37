import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '../app.ts';
import { readServerEnv } from '../env.ts';
import { encodeWav } from './audio-synth.ts';

/** An ID3v2.3 tag with text frames and a cover, as tagging tools write into a WAV's `id3 ` chunk. */
function id3Tag(frames: Record<string, string>, cover: Buffer) {
  const frame = (id: string, body: Buffer) => {
    const header = Buffer.alloc(10);
    header.write(id, 0, 'latin1');
    header.writeUInt32BE(body.length, 4);
    return Buffer.concat([header, body]);
  };
  const text = Object.entries(frames).map(([id, value]) =>
    frame(id, Buffer.concat([Buffer.from([0]), Buffer.from(value, 'latin1')])),
  );
  const apic = frame(
    'APIC',
    Buffer.concat([
      Buffer.from([0]),
      Buffer.from('image/png\0', 'latin1'),
      Buffer.from([3, 0]),
      cover,
    ]),
  );
  const body = Buffer.concat([...text, apic]);
  const size = body.length;
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  [21, 14, 7, 0].forEach((shift, i) => (header[6 + i] = (size >> shift) & 0x7f));
  return Buffer.concat([header, body]);
}

function taggedWav(seconds: number, tag: Buffer) {
  const wav = encodeWav(new Float32Array(22050 * seconds).map((_, i) => Math.sin(i / 10) * 0.3));
  const chunkHeader = Buffer.alloc(8);
  chunkHeader.write('id3 ', 0, 'latin1');
  chunkHeader.writeUInt32LE(tag.length, 4);
  const padded = tag.length % 2 ? Buffer.concat([tag, Buffer.from([0])]) : tag;
  const out = Buffer.concat([wav, chunkHeader, padded]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let dir: string;
let app: Hono;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reelbeat-music-'));
  const tag = id3Tag(
    {
      TIT2: 'Tiny Test Tone',
      TPE1: 'Temp Folder Band',
      TALB: 'Fixture Album',
      TYER: '2021',
      TCON: 'Electronic',
      // A user-defined text frame: description, NUL, value (as ReplayGain scanners write it).
      TXXX: 'REPLAYGAIN_TRACK_GAIN\0-6.48 dB',
    },
    PNG,
  );
  await writeFile(join(dir, 'tone.wav'), taggedWav(2, tag));
  await writeFile(join(dir, 'untagged.wav'), encodeWav(new Float32Array(22050)));
  await writeFile(join(dir, 'notes.txt'), 'not audio');
  app = await createApp(readServerEnv({ MUSIC_DIR: dir }), { serveStatic: false });
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('MUSIC_DIR library', () => {
  it("lists the folder's audio files with their tags, duration and embedded cover", async () => {
    const res = await app.request('/api/music/search/songs?query=Tiny');
    const body = (await res.json()) as {
      data: {
        results: {
          id: string;
          name: string;
          year: string;
          duration: number;
          album: { name: string };
          artists: { primary: { name: string }[] };
          image: { url: string }[];
          downloadUrl: { url: string }[];
          replayGainDb?: number;
        }[];
      };
    };
    expect(body.data.results).toHaveLength(1);
    const song = body.data.results[0]!;
    expect(song).toMatchObject({ name: 'Tiny Test Tone', year: '2021', duration: 2 });
    // The ReplayGain tag reaches the player's loudness levelling.
    expect(song.replayGainDb).toBe(-6.48);
    expect(song.album.name).toBe('Fixture Album');
    expect(song.artists.primary.map((a) => a.name)).toEqual(['Temp Folder Band']);

    const cover = await app.request(song.image[2]!.url);
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await cover.arrayBuffer()).equals(PNG)).toBe(true);

    const audio = await app.request(song.downloadUrl[4]!.url, { headers: { Range: 'bytes=0-3' } });
    expect(audio.status).toBe(206);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(await audio.text()).toBe('RIFF');
  });

  it('files songs under a mood (genre tag when it names one) and names untagged files after the file', async () => {
    const electronic = await app.request('/api/music/search/songs?query=Electronic');
    const names = (
      (await electronic.json()) as { data: { results: { name: string }[] } }
    ).data.results.map((s) => s.name);
    expect(names).toContain('Tiny Test Tone');
    const untagged = await app.request('/api/music/search/songs?query=untagged');
    const result = (await untagged.json()) as {
      data: { results: { name: string; artists: { primary: { name: string }[] } }[] };
    };
    expect(result.data.results[0]?.name).toBe('untagged');
    expect(result.data.results[0]).not.toHaveProperty('replayGainDb');
    expect(result.data.results[0]?.artists.primary[0]?.name).toBe('Unknown Artist');
  });
});
