import { describe, expect, it } from 'vitest';
import { parseLrc } from '@shared/music/lrc';
import { centredScrollTop, currentRow, lineStart, lyricRows } from './lyrics-position';

const { synced } = parseLrc(
  ['[00:04.00]First', '[00:08.00]Second', '[00:12.00]', '[00:15.50]Third', '[00:20.00]'].join('\n'),
);

describe('the current lyric line', () => {
  it('shows only the lines with words as rows', () => {
    expect(lyricRows(synced).map((line) => line.text)).toEqual(['First', 'Second', 'Third']);
  });

  it('is the last line that has started, counted in rows', () => {
    expect(currentRow(synced, 0)).toBe(-1);
    expect(currentRow(synced, 3.99)).toBe(-1);
    expect(currentRow(synced, 4)).toBe(0);
    expect(currentRow(synced, 7.9)).toBe(0);
    expect(currentRow(synced, 8)).toBe(1);
    expect(currentRow(synced, 15.5)).toBe(2);
    expect(currentRow(synced, 19.99)).toBe(2);
  });

  it('goes off during a line without words and after the end marker', () => {
    expect(currentRow(synced, 12)).toBe(-1);
    expect(currentRow(synced, 14)).toBe(-1);
    expect(currentRow(synced, 20)).toBe(-1);
    expect(currentRow(synced, 600)).toBe(-1);
  });

  it('takes positions that are not numbers without a highlight', () => {
    expect(currentRow(synced, Number.NaN)).toBe(-1);
    expect(currentRow([], 10)).toBe(-1);
  });

  it('seeks to a line at its start, in seconds', () => {
    expect(lineStart(synced[3]!)).toBe(15.5);
  });

  it('centres a row in its box without scrolling past either end', () => {
    const box = { clientHeight: 200, scrollHeight: 1000 };
    expect(centredScrollTop({ offsetTop: 500, offsetHeight: 40 }, box)).toBe(420);
    expect(centredScrollTop({ offsetTop: 20, offsetHeight: 40 }, box)).toBe(0);
    expect(centredScrollTop({ offsetTop: 980, offsetHeight: 20 }, box)).toBe(800);
  });
});
