import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { activateEnglish } from '@/test/i18n';
import { renderWithProviders } from '../../../test/render-app';
import { useContinueWatchingStore } from '@/lib/storage/video-lists';
import { mediaItem } from '@/test/media-fixtures';
import { ContinueStrip } from './continue-strip';

beforeEach(() => {
  useContinueWatchingStore.getState().actions.clear();
  useContinueWatchingStore.getState().actions.save({
    item: mediaItem({ id: 5, type: 'tv', title: 'Show', posterPath: null }),
    progress: 42.4,
    season: 2,
    episode: 3,
  });
});

afterEach(() => activateEnglish());

describe('Home’s Continue Watching', () => {
  it('writes the episode code as the player and the Continue Watching page do in German', async () => {
    await activateLocale('de', 'US');
    renderWithProviders(<ContinueStrip />);
    expect(screen.getByText('S2:F3')).toBeVisible();
    expect(screen.queryByText('S2E3')).toBeNull();
  });
});
