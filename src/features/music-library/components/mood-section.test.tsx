import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { i18n, type Messages } from '@lingui/core';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { activateEnglish } from '@/test/i18n';
import { renderWithProviders } from '@/test/render-app';
import { testConfig } from '@shared/test/test-config';
import { MoodSection } from './mood-section';

const catalogs = import.meta.glob<{ messages: Messages }>('../messages/ja.json', {
  eager: true,
  query: '?lingui',
});
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      requested.push(new URL(input, 'http://app.test').searchParams.get('query') ?? '');
      const body = { success: true, data: { total: 0, start: 0, results: [] } };
      return new Response(JSON.stringify(body));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  activateEnglish();
});

it('names a mood in the reader’s language but searches for its English words', async () => {
  setRuntimeConfig(testConfig());
  i18n.loadAndActivate({ locale: 'ja', messages: catalogs['../messages/ja.json']!.messages });
  renderWithProviders(<MoodSection mood="Chill Vibes" />);
  expect(screen.getByRole('heading', { name: 'チルアウト' })).toBeInTheDocument();
  expect(await screen.findByText('曲が見つかりません', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(requested).toEqual(['Chill Vibes']);
});
