import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDialogShim } from './dialog-shim';
import { loadMessages } from '@/lib/i18n';
import { MESSAGE_GROUP_NAMES } from '@shared/i18n/message-groups';
import { resetLeadImage } from '@/lib/startup/lead-image';
import { resetQuiet } from '@/lib/startup/quiet';
import { activateEnglish } from './i18n';
import { scopeBroadcastChannels } from './channel-scope';
import { settingsRecordsReady } from '@/lib/settings';

// jsdom has no web streams, and the VM context each test file runs in (vite.config.ts) does not
// pass Node's own through: a Response body built in a test needs them, as a browser has them.
globalThis.ReadableStream ??= (await import('node:stream/web'))
  .ReadableStream as typeof ReadableStream;

// findBy and waitFor wait for what a person would: mostly a lazily imported part (a page, the
// player bar), which Vitest transforms on its first import. On CI's two cores with other work
// beside them that took over the library's default second (docs/testing.md); a pass still
// returns as soon as the element is there.
configure({ asyncUtilTimeout: 15_000 });

scopeBroadcastChannels();

// jsdom has no layout; the shell scrolls to the top on navigation.
window.scrollTo = () => undefined;

// jsdom plays no media; a click on a song creates the audio engine, which calls these.
HTMLMediaElement.prototype.load = () => undefined;
HTMLMediaElement.prototype.play = () => Promise.resolve();
HTMLMediaElement.prototype.pause = () => undefined;

// Images render with their addresses: jsdom loads none, so no lead image would let them go.
resetLeadImage('open');

afterEach(() => {
  cleanup();
  resetLeadImage('open');
  resetQuiet();
  localStorage.clear();
  sessionStorage.clear();
  document.body.className = '';
});

installDialogShim();
activateEnglish();
// Components render as on a page: a language switch loads every group of the pages' words too.
await loadMessages(MESSAGE_GROUP_NAMES);
// Settings keep their records with code loaded after the first paint: a test starts once it is in.
await settingsRecordsReady();
