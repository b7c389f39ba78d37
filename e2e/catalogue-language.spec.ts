import { expect, test } from '@playwright/test';
import { chooseStoredLanguage } from './fixtures/language';

/**
 * The offline catalogue writes its own words (genre names, seasons, episodes) in the reader's
 * language, as the live service does: a German or Japanese reader sees no English genre chip
 * or "Season 1". Titles stay in their source language.
 */
const READERS = {
  de: {
    chips: 'Genres',
    genres: ['Abenteuer', 'Komödie', 'Krimi'],
    english: ['Adventure', 'Comedy', 'Crime'],
    season: 'Staffel 1',
    episodes: 'Folgen · Staffel 1',
    episode: 'Folge 1',
  },
  ja: {
    chips: 'ジャンル',
    genres: ['アドベンチャー', 'コメディ', '犯罪'],
    english: ['Adventure', 'Comedy', 'Crime'],
    season: 'シーズン1',
    episodes: 'エピソード · シーズン1',
    episode: '第1話',
  },
};

for (const [language, words] of Object.entries(READERS)) {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    test(`${language} at ${width} px: genre chips, seasons and episodes in the language`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await chooseStoredLanguage(page, language);
      await page.goto('/');
      const chips = page.getByRole('group', { name: words.chips, exact: true });
      for (const genre of words.genres) {
        await expect(chips.getByRole('button', { name: genre, exact: true })).toBeAttached();
      }
      for (const genre of words.english) {
        await expect(chips.getByRole('button', { name: genre, exact: true })).toHaveCount(0);
      }

      await page.goto('/#/tv/8001');
      await expect(page.getByRole('heading', { level: 1, name: 'Attack on Titan' })).toBeVisible();
      await expect(
        page.getByRole('button', { name: new RegExp(`^${words.season}`) }).first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: words.episodes })).toBeVisible();
      await expect(page.getByText(words.episode, { exact: true }).first()).toBeAttached();
      await expect(page.getByText('Season 1', { exact: true })).toHaveCount(0);
    });
  }
}
