/**
 * The symbols of `text` whose font, at `style`'s font, is in already (or that no font file of
 * the page covers): what a warm-up may lay out without starting a download.
 */
export function withoutDownloads(text: string, style: CSSStyleDeclaration): string {
  const fonts = document.fonts as FontFaceSet | undefined;
  if (!fonts) return text;
  const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return [...text].filter((symbol) => fonts.check(font, symbol)).join('');
}
