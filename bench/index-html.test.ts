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
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('parseIndexHtml', () => {
  it('finds the entry module, its modulepreloads and the stylesheets', () => {
    expect(parseIndexHtml(VITE_HTML)).toEqual({
      scripts: ['/assets/index-CfknCrvX.js'],
      modulePreloads: ['/assets/vendor-AbC123.js'],
      stylesheets: ['/assets/index-PbABxTTy.css'],
    });
  });

  it('ignores icons, font preloads, inline and classic scripts', () => {
    const html = `<link rel="icon" href="/a.svg"><script src="/legacy.js"></script><script>1</script>`;
    expect(parseIndexHtml(html)).toEqual({ scripts: [], modulePreloads: [], stylesheets: [] });
  });

  it('reads unquoted attributes and rel lists', () => {
    const html = `<link rel="stylesheet alternate" href=/x.css><script type=module src=/e.js></script>`;
    expect(parseIndexHtml(html)).toEqual({
      scripts: ['/e.js'],
      modulePreloads: [],
      stylesheets: ['/x.css'],
    });
  });
});

describe('toBuildPath', () => {
  it('strips the leading slash and any query or hash', () => {
    expect(toBuildPath('/assets/index.js?v=1')).toBe('assets/index.js');
    expect(toBuildPath('/assets/index.css#x')).toBe('assets/index.css');
  });
});
