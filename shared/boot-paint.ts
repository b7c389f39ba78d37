/**
 * The one inline script of index.html (put first in `<body>` by scripts/build/boot-paint-plugin.ts).
 *
 * index.html paints the shell's frame before any of the app's files have run (see
 * src/app/layout/README.md). Without this script that frame always had the default look: a
 * reader who chose the light theme saw a dark frame turn light once `main.js` had run (half a
 * second and more on a phone), and in the desktop shell the mark jumped down by the title bar's
 * height. The script copies what the frame shows from the stored settings before the first
 * paint: the theme and the accent colour, and whether the desktop shell hosts the page. The app
 * then applies the full settings (`applyVisualSettings`), with the same values for these.
 *
 * Font size is left to the app: it moves the frame's mark by at most 3 px (its spacing is in
 * rem), and the script counts towards the first-paint budget (bench/bundle.ts), where that
 * line would cost a fifth of this part.
 *
 * Its second part starts the current page's code on a first visit: index.html lists each page's
 * files (`#page-files`, written by scripts/build/page-files-plugin.ts) and each language's groups
 * of words (English's shell words are in the first paint, so it has its pages' groups only); the
 * script adds the low priority module preloads of the page the location's hash shows, with its
 * words in the stored language (else the browser's), so they download while `main.js` does
 * rather than after it has run. A visit the service worker serves skips this (the files are on the device, and the app
 * loads the page after the shell has painted). The links come as HTML in the list, not built
 * here, which keeps this part of the first paint small.
 *
 * It reads the settings of the page's profile (`reelbeat:<profile>:settings`, whose `data`
 * holds each setting by name: src/lib/storage/records), the profile being the one chosen in this
 * tab, else the device's, else the first, as `activeProfileId()` reads it; for the first profile
 * only (whose data they are), else the settings kept before profiles (`reelbeat_settings`), else
 * the bare theme key, leniently through the storage envelope (`{"v":…,"data":…}`), and applies
 * only values of the expected form; anything unreadable leaves the defaults, as the app does
 * (`s` is `false` for another profile without settings: its fields read as undefined, a few
 * bytes less than an empty object).
 * A unit test runs it against the settings module, so the two cannot drift apart.
 *
 * It is ES5 in one plain string on purpose: the server allows it by its SHA-256 in the CSP
 * (server/security.ts), so the bytes served must be exactly these.
 */
export const BOOT_PAINT_SCRIPT = `(function (d, root) {
  if (window.reelbeat) root.setAttribute('data-desktop-shell', 'true');
  function read(key) {
    var raw = localStorage.getItem(key), value;
    try { value = JSON.parse(raw); } catch (e) { return raw; }
    return value && value.v >= 0 && 'data' in value ? value.data : value;
  }
  try {
    var p = sessionStorage.getItem('reelbeat_profile_tab') || localStorage.getItem('reelbeat_profile') || 'main';
    var s = read('reelbeat:' + p + ':settings') ||
      p == 'main' && (read('reelbeat_settings') || { theme: read('theme') });
    if (s.theme === 'light') d.body.classList.add('light-theme');
    if (/^#[0-9a-fA-F]{6}$/.test(s.accentColor)) root.style.setProperty('--accent', s.accentColor);
  } catch (e) {}
  try {
    var sw = navigator.serviceWorker, list = JSON.parse(d.getElementById('page-files').text);
    var words = list.words[s.language || navigator.language.slice(0, 2)] || {};
    if (!(sw && sw.controller)) list.pages.some(function (page) {
      if (!new RegExp(page[0]).test(location.hash)) return false;
      page[2].concat('shell').forEach(function (group) { page[1] += words[group] || ''; });
      d.head.insertAdjacentHTML('beforeend', page[1]);
      return true;
    });
  } catch (e) {}
})(document, document.documentElement);`;
