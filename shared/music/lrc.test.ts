import { describe, expect, it } from 'vitest';
import { currentLineIndex, formatLrcTime, MAX_LRC_LINES, parseLrc } from './lrc.ts';

describe('parseLrc', () => {
  it('reads timed lines in time order, with every timestamp of a repeated line', () => {
    const lyrics = parseLrc(
      [
        '[ti:Night Drive]',
        '[ar:Reelbeat Band]',
        '[00:12.00]First line',
        '[00:05.5]Intro',
        '[01:02.345][02:10]Chorus',
        '[00:20:50]Colon hundredths',
      ].join('\n'),
    );
    expect(lyrics.synced).toEqual([
      { timeMs: 5500, text: 'Intro' },
      { timeMs: 12_000, text: 'First line' },
      { timeMs: 20_500, text: 'Colon hundredths' },
      { timeMs: 62_345, text: 'Chorus' },
      { timeMs: 130_000, text: 'Chorus' },
    ]);
    expect(lyrics.plain).toEqual([]);
  });

  it('applies the offset tag (positive: lyrics come earlier), and never below zero', () => {
    expect(parseLrc('[offset:+500]\n[00:01.00]a\n[00:00.20]b').synced).toEqual([
      { timeMs: 0, text: 'b' },
      { timeMs: 500, text: 'a' },
    ]);
  });

  it('keeps plain lyrics as text, and lines it cannot time beside the timed ones', () => {
    expect(parseLrc('Just words\r\nMore words\n\n')).toEqual({
      synced: [],
      plain: ['Just words', 'More words'],
    });
    expect(parseLrc('[00:99.00]bad seconds\n[00:01.00]ok').synced).toEqual([
      { timeMs: 1000, text: 'ok' },
    ]);
  });

  it('takes hostile input without throwing, within its bounds', () => {
    expect(parseLrc(undefined)).toEqual({ synced: [], plain: [] });
    expect(parseLrc(42)).toEqual({ synced: [], plain: [] });
    const huge = parseLrc('[00:01.00]x\n'.repeat(MAX_LRC_LINES * 3));
    expect(huge.synced.length).toBeLessThanOrEqual(MAX_LRC_LINES);
    expect(parseLrc('[9999:00.00]far').synced).toEqual([]);
  });

  it('survives random and mutated input (fuzz): no throw, times finite, sorted, bounded', () => {
    // A fixed-seed generator, so a failure can be replayed.
    let seed = 0x5eed;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32;
    const alphabet = '[]:.0123456789abc +-\n\r\t#offset\u0000\u{1F3B5}ü';
    const valid = '[ti:x]\n[offset:-200]\n[00:01.00]one\n[00:02.50][00:03]two\nplain\n';
    for (let i = 0; i < 1500; i++) {
      let text: string;
      if (i % 2 === 0) {
        text = Array.from({ length: Math.floor(random() * 200) }, () =>
          alphabet.charAt(Math.floor(random() * alphabet.length)),
        ).join('');
      } else {
        const chars = [...valid];
        for (let m = 0; m < 6; m++) {
          const at = Math.floor(random() * chars.length);
          chars[at] = alphabet.charAt(Math.floor(random() * alphabet.length));
        }
        text = chars.join('');
      }
      const { synced, plain } = parseLrc(text);
      for (const [index, line] of synced.entries()) {
        expect(Number.isFinite(line.timeMs) && line.timeMs >= 0).toBe(true);
        if (index > 0) expect(line.timeMs).toBeGreaterThanOrEqual(synced[index - 1]!.timeMs);
      }
      expect(plain.every((line) => typeof line === 'string' && line.length > 0)).toBe(true);
    }
  });
});

describe('currentLineIndex', () => {
  const lines = [1000, 5000, 9000].map((timeMs) => ({ timeMs, text: String(timeMs) }));
  it('is the last line that has started', () => {
    expect(currentLineIndex(lines, 0)).toBe(-1);
    expect(currentLineIndex(lines, 1000)).toBe(0);
    expect(currentLineIndex(lines, 8999)).toBe(1);
    expect(currentLineIndex(lines, 60_000)).toBe(2);
    expect(currentLineIndex([], 5)).toBe(-1);
  });
});

describe('formatLrcTime', () => {
  it('writes what parseLrc reads back', () => {
    for (const ms of [0, 1230, 62_340, 599_990]) {
      expect(parseLrc(`${formatLrcTime(ms)}x`).synced[0]!.timeMs).toBe(ms);
    }
  });
});
