import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { activateEnglish } from '@/test/i18n';
import { renderWithProviders } from '@/test/render-app';
import { stubFetch } from '@/test/stub-fetch';
import { seasonBody } from '@/test/tmdb-fixtures';
import { EpisodeDrawer } from './episode-drawer';

/** A season as a catalogue sends it: a titled episode, then two it names only by number. */
const episodes = (generic: (n: number) => string) => ({
  ...seasonBody,
  episodes: [
    { ...seasonBody.episodes[0], episode_number: 1, id: 1, name: 'Pilot' },
    { ...seasonBody.episodes[0], episode_number: 2, id: 2, name: generic(2) },
    { ...seasonBody.episodes[0], episode_number: 3, id: 3, name: '' },
  ],
});

const seasons = [{ id: 1, seasonNumber: 1, name: 'Season 1', episodeCount: 3 }] as const;

async function openDrawer(current = { season: 1, episode: 2 }) {
  renderWithProviders(
    <EpisodeDrawer showId={1396} current={current} seasons={seasons as never} onGo={vi.fn()} />,
  );
  await userEvent.click(screen.getByRole('button', { expanded: false }));
  const list = within(screen.getByRole('region')).getByRole('list');
  await within(list).findAllByRole('button');
  return within(list).getAllByRole('button');
}

afterEach(() => {
  vi.unstubAllGlobals();
  activateEnglish();
});

describe('the episode drawer', () => {
  beforeEach(() => {
    stubFetch(() => ({ body: episodes((n) => `Episode ${n}`) }));
  });

  it('gives a titled episode its number and name, an untitled one its number once', async () => {
    const [pilot, second, third] = await openDrawer({ season: 1, episode: 1 });
    expect(pilot).toHaveTextContent(/^E1\s*Pilot\s*Playing$/);
    expect(second).toHaveTextContent(/^Episode 2$/);
    expect(third).toHaveTextContent(/^Episode 3$/);
  });

  it('marks the current episode with the word alone in its pill', async () => {
    const [, second] = await openDrawer();
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(within(second!).getByText('Playing')).toHaveTextContent(/^Playing$/);
  });

  it('does not repeat the number in Japanese', async () => {
    await activateLocale('ja', 'JP');
    vi.unstubAllGlobals();
    stubFetch(() => ({ body: episodes((n) => `第${n}話`) }));
    const [pilot, second] = await openDrawer();
    expect(pilot).toHaveTextContent(/^第1話\s*Pilot$/);
    expect(second).toHaveTextContent(/^第2話\s*再生中$/);
    expect(within(second!).getByText('再生中')).toHaveTextContent(/^再生中$/);
  });

  it('names untitled episodes in German even when the catalogue wrote them in English', async () => {
    await activateLocale('de', 'US');
    const [, second, third] = await openDrawer();
    expect(second).toHaveTextContent(/^Folge 2\s*Läuft$/);
    expect(third).toHaveTextContent(/^Folge 3$/);
  });
});
