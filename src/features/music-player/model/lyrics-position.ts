import { currentLineIndex, type LyricLine } from '@shared/music/lrc';

/**
 * The timed lines a listener sees: a line without words (`[03:10]` alone) marks an
 * instrumental stretch or the end, so it is no row of its own but ends the line before it.
 */
export const lyricRows = (lines: readonly LyricLine[]) => lines.filter((line) => line.text);

/**
 * The row being sung `seconds` into the song: the last line that has started, or -1 before
 * the first line and while a line without words is current.
 */
export function currentRow(lines: readonly LyricLine[], seconds: number): number {
  if (!Number.isFinite(seconds)) return -1;
  const index = currentLineIndex(lines, seconds * 1000);
  if (index < 0 || !lines[index]!.text) return -1;
  let row = 0;
  for (let i = 0; i < index; i += 1) if (lines[i]!.text) row += 1;
  return row;
}

/** Where a click on a line seeks to, in seconds. */
export const lineStart = (line: LyricLine) => line.timeMs / 1000;

/**
 * The `scrollTop` that puts a row in the middle of its scrolling box, within the box's range.
 * Computed instead of `scrollIntoView`, which would also scroll the dialog around the box.
 */
export function centredScrollTop(
  row: { offsetTop: number; offsetHeight: number },
  box: { clientHeight: number; scrollHeight: number },
): number {
  const top = row.offsetTop + row.offsetHeight / 2 - box.clientHeight / 2;
  return Math.max(0, Math.min(top, box.scrollHeight - box.clientHeight));
}
