import { describe, expect, it } from 'vitest';
import { lowerEntryPriority } from './entry-priority-plugin';

describe('lowerEntryPriority', () => {
  it("asks for the entry's module script and its preloads at low priority", () => {
    const head =
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/main-b2.js">';
    expect(lowerEntryPriority(head)).toBe(
      '<script type="module" crossorigin src="/assets/index-a1.js" fetchpriority="low"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/main-b2.js" fetchpriority="low">',
    );
  });

  it('leaves a tag that names its priority, inline scripts and every other link', () => {
    const html =
      '<link rel="modulepreload" href="/assets/home-route.js" fetchpriority="high" crossorigin>' +
      '<script type="module">import "/x.js"</script>' +
      '<script type="application/json" id="page-files">{"a":"\\u003clink rel=\\"modulepreload\\" href=\\"/y.js\\"\\u003e"}</script>' +
      '<link rel="stylesheet" href="/assets/main.css" disabled><link rel="icon" href="/favicon.svg">';
    expect(lowerEntryPriority(html)).toBe(html);
  });
});
