import { describe, expect, it } from 'vitest';
import { clientMessageSchema, serverMessageSchema } from './messages.ts';
import { cleanText } from './text.ts';

const room = 'a'.repeat(24);
const parse = (value: unknown) => clientMessageSchema.safeParse(value).success;

describe('the room protocol', () => {
  it('takes each kind of member message in its shape', () => {
    expect(parse({ t: 'join', room, name: 'Ben' })).toBe(true);
    expect(parse({ t: 'resume', room, token: room })).toBe(true);
    expect(parse({ t: 'chat', text: 'hi' })).toBe(true);
    expect(parse({ t: 'react', emoji: '🔥' })).toBe(true);
    expect(parse({ t: 'playback', playback: { playing: true, position: 3, at: 1 } })).toBe(true);
  });

  it('refuses what is out of shape, out of range or unknown', () => {
    expect(parse({ t: 'join', room: 'short', name: 'Ben' })).toBe(false);
    expect(parse({ t: 'join', room, name: '' })).toBe(false);
    expect(parse({ t: 'join', room, name: '\u0000\u202e ' })).toBe(false);
    expect(parse({ t: 'join', room, name: 'x'.repeat(41) })).toBe(false);
    expect(parse({ t: 'chat', text: 'x'.repeat(301) })).toBe(false);
    expect(parse({ t: 'react', emoji: '💩' })).toBe(false);
    expect(parse({ t: 'playback', playback: { playing: true, position: -1, at: 1 } })).toBe(false);
    expect(parse({ t: 'playback', playback: { playing: true, position: NaN, at: 1 } })).toBe(false);
    expect(parse({ t: 'end' })).toBe(false);
    expect(parse({ t: 'shutdown' })).toBe(false);
    expect(parse('{"t":"leave"}')).toBe(false);
  });

  it('keeps a music room’s queue to its window of ids', () => {
    const media = (songs: string[]) => ({
      t: 'media',
      media: { kind: 'music', songs, index: 0, title: 'T', artist: 'A', shuffle: false },
      playback: { playing: false, position: 0, at: 0 },
    });
    expect(parse(media(['a']))).toBe(true);
    expect(parse(media([]))).toBe(false);
    expect(parse(media(Array.from({ length: 41 }, (_, i) => `s${i}`)))).toBe(false);
  });

  it('lets the browser refuse what a server should never send', () => {
    expect(serverMessageSchema.safeParse({ t: 'removed' }).success).toBe(true);
    expect(serverMessageSchema.safeParse({ t: 'error', code: 'teapot' }).success).toBe(false);
  });
});

describe('cleanText', () => {
  it('keeps words and drops control and direction-override characters', () => {
    expect(cleanText('  a\tb\n\nc\u202ed\u0007 ')).toBe('a b c d');
    expect(cleanText('<b>bold</b>')).toBe('<b>bold</b>');
  });
});
