import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-css-plugin';

const html = (head: string) =>
  `<html><head>${head}</head><body><div id="root"></div></body></html>`;

describe('inlineStylesheets', () => {
  it("writes the entry's stylesheet into the page in place of its link", () => {
    const out = inlineStylesheets(
      html('<link rel="stylesheet" crossorigin href="/assets/main-abc.css">'),
      (file) => (file === 'assets/main-abc.css' ? 'body{margin:0}\n' : undefined),
    );
    expect(out).toBe(
      html(
        '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/main-abc.css" disabled>',
      ),
    );
  });

  it('leaves a link whose file it does not have, and every other link', () => {
    const head =
      '<link rel="stylesheet" href="/assets/other.css"><link rel="icon" href="/favicon.svg">';
    expect(inlineStylesheets(html(head), () => undefined)).toBe(html(head));
  });

  it('cannot end the style element early', () => {
    const out = inlineStylesheets(
      html('<link rel="stylesheet" href="/assets/a.css">'),
      () => '.x::after{content:"</style>"}',
    );
    expect(out).toContain('<style>.x::after{content:"<\\/style>"}</style>');
    expect(out.match(/<\/style>/g)).toHaveLength(1);
  });
});
