import { describe, expect, it } from 'vitest';
import { parseIndexHtml, toBuildPath } from './index-html.ts';

const VITE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index-CfknCrvX.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-AbC123.js">
    <link rel='stylesheet' crossorigin href='/assets/index-PbABxTTy.css'>
    <link rel="preload" as="font" href="/assets/inter.woff2">
    <script>window.inline = true</script>
    <script id="config" type="application/json">{"a":1}</script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('parseIndexHtml', () => {
  it('finds the entry module, its modulepreloads, the stylesheets and the inline scripts', () => {
    expect(parseIndexHtml(VITE_HTML)).toEqual({
      scripts: ['/assets/index-CfknCrvX.js'],
      modulePreloads: ['/assets/vendor-AbC123.js'],
      stylesheets: ['/assets/index-PbABxTTy.css'],
      inlineScripts: ['window.inline = true'],
      inlineStyles: [],
    });
  });

  it('ignores icons, font preloads, classic scripts with a source and data blocks', () => {
    const html =
      `<link rel="icon" href="/a.svg"><script src="/legacy.js"></script>` +
      `<script type="application/json">{"a":1}</script><script type="module">import "/x.js"</script>`;
    expect(parseIndexHtml(html)).toEqual({
      scripts: [],
      modulePreloads: [],
      stylesheets: [],
      inlineScripts: ['import "/x.js"'],
      inlineStyles: [],
    });
  });

  it('reads unquoted attributes and rel lists', () => {
    const html = `<link rel="stylesheet alternate" href=/x.css><script type=module src=/e.js></script>`;
    expect(parseIndexHtml(html)).toEqual({
      scripts: ['/e.js'],
      modulePreloads: [],
      stylesheets: ['/x.css'],
      inlineScripts: [],
      inlineStyles: [],
    });
  });

  it("reads the stylesheet written into the page (the entry's CSS)", () => {
    const html = `<head><style>body{margin:0}</style><style></style></head>`;
    expect(parseIndexHtml(html).inlineStyles).toEqual(['body{margin:0}']);
  });

  it('does not count a disabled stylesheet link, which is not fetched', () => {
    const html = `<head><style>a{}</style><link rel="stylesheet" href="/assets/main-a.css" disabled></head>`;
    expect(parseIndexHtml(html).stylesheets).toEqual([]);
  });
});

describe('toBuildPath', () => {
  it('strips the leading slash and any query or hash', () => {
    expect(toBuildPath('/assets/index.js?v=1')).toBe('assets/index.js');
    expect(toBuildPath('/assets/index.css#x')).toBe('assets/index.css');
  });
});
