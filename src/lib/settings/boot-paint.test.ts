import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from './settings-schema';
import { forgetActiveProfile } from '../storage/records/namespace';
import { settingsStorage, themeStorage } from './settings-storage';
import { DEFAULT_LOOK, appLook, bootPaint, resetDocument } from './boot-paint-fixtures';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetActiveProfile();
});
afterEach(() => {
  forgetActiveProfile();
  resetDocument();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the boot-paint script', () => {
  const themes: Settings['theme'][] = ['dark', 'light'];
  const accents = [DEFAULT_SETTINGS.accentColor, '#1db954', '#FFAA00'];

  for (const theme of themes) {
    for (const accentColor of accents) {
      it(`paints what the app applies for the ${theme} theme with the accent ${accentColor}`, () => {
        settingsStorage.write({ ...DEFAULT_SETTINGS, theme, accentColor, fontSize: 'large' });
        expect(bootPaint()).toEqual(appLook());
      });
    }
  }

  it('follows the legacy "theme" key when no settings are stored, as the app does', () => {
    themeStorage.write('light');
    expect(bootPaint().light).toBe(true);
    expect(appLook().light).toBe(true);

    // The original app stored the bare string.
    localStorage.setItem('theme', 'light');
    expect(bootPaint().light).toBe(true);
    expect(appLook().light).toBe(true);
  });

  it('lets stored settings win over the legacy theme key', () => {
    localStorage.setItem('theme', 'light');
    settingsStorage.write({ ...DEFAULT_SETTINGS, theme: 'dark' });
    expect(bootPaint().light).toBe(false);
    expect(appLook().light).toBe(false);
  });

  it('leaves the defaults for a first visit', () => {
    expect(bootPaint()).toEqual(DEFAULT_LOOK);
  });

  it('leaves the defaults for unreadable settings and never throws', () => {
    localStorage.setItem('reelbeat_settings', '{"v":2,"data":');
    expect(bootPaint()).toEqual(DEFAULT_LOOK);
  });

  it('applies only values of the expected form', () => {
    localStorage.setItem(
      'reelbeat_settings',
      JSON.stringify({
        v: 2,
        data: { theme: 'light', accentColor: 'red; background: url(x)' },
      }),
    );
    expect(bootPaint()).toEqual({ ...DEFAULT_LOOK, light: true });
  });

  it('paints the defaults when storage cannot be read', () => {
    settingsStorage.write({ ...DEFAULT_SETTINGS, theme: 'light' });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(bootPaint()).toEqual(DEFAULT_LOOK);
  });

  it('marks the page as hosted by the desktop shell only when its bridge is there', () => {
    bootPaint();
    expect(document.documentElement.hasAttribute('data-desktop-shell')).toBe(false);
    vi.stubGlobal('reelbeat', { platform: 'linux' });
    bootPaint();
    expect(document.documentElement.getAttribute('data-desktop-shell')).toBe('true');
  });
});

describe("the boot script's page files (scripts/build/page-files-plugin.ts)", () => {
  const searchLinks =
    '<link rel="modulepreload" href="/assets/search-route.js" fetchpriority="low" crossorigin>' +
    '<link rel="modulepreload" href="/assets/esm.js" fetchpriority="low" crossorigin>';
  const link = (file: string) =>
    `<link rel="modulepreload" href="/assets/${file}" fetchpriority="low" crossorigin>`;
  const list = {
    pages: [
      [
        '^(?:#/?(?:[?#]|$)|$)',
        '<link rel="modulepreload" href="/assets/home-route.js">',
        ['video'],
      ],
      ['^(?:#(?:/search)(?:[?#]|$))', searchLinks, ['video']],
      ['^(?:#(?:/about)(?:[?#]|$))', link('about-route.js'), []],
    ],
    words: {
      en: { video: link('video-en.js'), info: link('info-en.js') },
      de: { shell: link('shell-de.js'), video: link('video-de.js') },
    },
  };

  function withPageFiles(text: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'page-files';
    block.text = text;
    document.head.append(block);
  }
  const preloads = () =>
    [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.getAttribute('fetchpriority'),
    ]);

  beforeEach(() => {
    document.head.innerHTML = '';
    window.location.hash = '#/search?q=alien';
  });
  afterEach(() => {
    document.head.innerHTML = '';
    window.location.hash = '';
  });

  it("asks for the current page's files, at low priority, and for no other page's", () => {
    withPageFiles(JSON.stringify(list));
    bootPaint();
    expect(preloads()).toEqual([
      ['modulepreload', '/assets/search-route.js', 'low'],
      ['modulepreload', '/assets/esm.js', 'low'],
      ['modulepreload', '/assets/video-en.js', 'low'],
    ]);
  });

  it("adds the page's words and the shell's in the stored language", () => {
    settingsStorage.write({ ...DEFAULT_SETTINGS, language: 'de' });
    withPageFiles(JSON.stringify(list));
    bootPaint();
    expect(preloads().map(([, href]) => href)).toEqual([
      '/assets/search-route.js',
      '/assets/esm.js',
      '/assets/video-de.js',
      '/assets/shell-de.js',
    ]);
  });

  it("follows the browser's language on a first visit, and asks for no words it has no list of", () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-AT');
    withPageFiles(JSON.stringify(list));
    bootPaint();
    expect(preloads().map(([, href]) => href)).toContain('/assets/shell-de.js');

    document.head.innerHTML = '';
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('nl-NL');
    withPageFiles(JSON.stringify(list));
    bootPaint();
    expect(preloads().map(([, href]) => href)).toEqual([
      '/assets/search-route.js',
      '/assets/esm.js',
    ]);
  });

  it('asks for no words for a page that speaks from none but the shell', () => {
    window.location.hash = '#/about';
    withPageFiles(JSON.stringify(list));
    bootPaint();
    expect(preloads().map(([, href]) => href)).toEqual(['/assets/about-route.js']);
  });

  it("asks for Home's files with no hash at all", () => {
    window.location.hash = '';
    withPageFiles(JSON.stringify(list));
    bootPaint();
    expect(preloads()[0]).toEqual(['modulepreload', '/assets/home-route.js', null]);
  });

  it('asks for nothing when the service worker serves the page (the files are on the device)', () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    withPageFiles(JSON.stringify(list));
    bootPaint();
    expect(preloads()).toEqual([]);
  });

  it('asks for nothing on a path no page shows, and still paints the stored look', () => {
    window.location.hash = '#/nowhere';
    withPageFiles(JSON.stringify(list));
    settingsStorage.write({ ...DEFAULT_SETTINGS, theme: 'light' });
    expect(bootPaint().light).toBe(true);
    expect(preloads()).toEqual([]);
  });

  it('never throws for a missing or unreadable list, and the look is painted first', () => {
    settingsStorage.write({ ...DEFAULT_SETTINGS, theme: 'light' });
    expect(bootPaint().light).toBe(true);
    withPageFiles('{"pages":[["^#/search",');
    expect(bootPaint().light).toBe(true);
    expect(preloads()).toEqual([]);
  });
});
