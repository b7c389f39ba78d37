/** A run of code points, both ends included, as a CSS `unicode-range` writes it (`U+2190-2193`). */
export type CodeRange = [from: number, to: number];

/** A `unicode-range` list (`U+0000-007E, U+00A0`; spaces allowed) as runs of code points. */
export function parseUnicodeRange(list: string): CodeRange[] {
  return list
    .replace(/\s+/g, '')
    .split(',')
    .map((part) => {
      const [from, to = from] = part.replace(/^U\+/i, '').split('-');
      return [parseInt(from!, 16), parseInt(to!, 16)];
    });
}

/** Whether `code` is in one of `ranges`. */
export const inRanges = (ranges: readonly CodeRange[], code: number) =>
  ranges.some(([from, to]) => code >= from && code <= to);

/** One `@font-face` of a stylesheet: its family, the file it loads and the characters it holds. */
export interface FontFace {
  family: string;
  file: string;
  ranges: CodeRange[];
}

/** The `@font-face` rules of `css`; a face without a `unicode-range` has no `ranges` here. */
export function fontFaces(css: string): FontFace[] {
  return css
    .split('@font-face')
    .slice(1)
    .map((block) => {
      const list = /unicode-range:([^;]+);/.exec(block)?.[1];
      return {
        family: /font-family:\s*['"]?([^'";]+)/.exec(block)?.[1] ?? '',
        file: /url\(['"]?([^'")]+)/.exec(block)?.[1] ?? '',
        ranges: list ? parseUnicodeRange(list) : [],
      };
    });
}
