import { i18n, type Messages } from '@lingui/core';

/**
 * Tests render in English, the source language, as the app does for an English reader: every
 * English catalogue is loaded up front (the app loads them lazily, see lib/i18n/catalogs.ts).
 */
const english = import.meta.glob<{ messages: Messages }>('/src/**/messages/en.json', {
  eager: true,
  query: '?lingui',
});

export function activateEnglish() {
  i18n.loadAndActivate({
    locale: 'en',
    locales: ['en-US', 'en'],
    messages: Object.assign({}, ...Object.values(english).map((module) => module.messages)),
  });
}
