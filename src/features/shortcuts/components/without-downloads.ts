/**
 * What `fonts.check` answered, by font and symbol, over one warm-up: the help's text is ~1 000
 * characters in a few fonts, and asking for each character again was most of its walk.
 */
export type FontChecks = Map<string, boolean>;

/**
 * The symbols of `text` whose font, at `style`'s font, is in already (or that no font file of
 * the page covers): what a warm-up may lay out without starting a download. `checked` carries
 * the answers from one call to the next within a warm-up.
 */
export function withoutDownloads(
  text: string,
  style: CSSStyleDeclaration,
  checked: FontChecks = new Map(),
): string {
  const fonts = document.fonts as FontFaceSet | undefined;
  if (!fonts) return text;
  const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return [...text]
    .filter((symbol) => {
      const key = `${font}\n${symbol}`;
      let loaded = checked.get(key);
      if (loaded === undefined) {
        loaded = fonts.check(font, symbol);
        checked.set(key, loaded);
      }
      return loaded;
    })
    .join('');
}
