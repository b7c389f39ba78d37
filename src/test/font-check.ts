/**
 * Runs `run` as in a browser where `symbols` are in a font file not yet loaded (jsdom has no
 * `document.fonts`): `document.fonts.check` says false for them, true for the rest.
 */
export function withFontsMissing(symbols: readonly string[], run: () => void): void {
  const check = (_font: string, text: string) => ![...text].some((s) => symbols.includes(s));
  Object.defineProperty(document, 'fonts', { configurable: true, value: { check } });
  try {
    run();
  } finally {
    Reflect.deleteProperty(document, 'fonts');
  }
}
