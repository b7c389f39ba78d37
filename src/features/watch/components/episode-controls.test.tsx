import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, LOCALES, t } from '@/lib/i18n';
import { activateEnglish } from '@/test/i18n';
import { EpisodeControls } from './episode-controls';

afterEach(() => activateEnglish());

const renderControls = () =>
  render(
    <EpisodeControls
      previous={{ season: 1, episode: 1 }}
      next={{ season: 1, episode: 3 }}
      onGo={vi.fn()}
    />,
  );

describe('the previous and next episode buttons', () => {
  // Narrow, the buttons show only their short words, next to the page's Back button.
  it.each(LOCALES)('in %s, the short word for the previous episode is not "Back"', async (lang) => {
    await activateLocale(lang, 'US');
    renderControls();
    const [previous] = screen.getAllByRole('button');
    expect(previous).toHaveTextContent(t('watch.episodes.previousShort'));
    expect(t('watch.episodes.previousShort')).not.toBe(t('watch.back'));
  });

  // The short word is what a voice user reads off the screen: it must be part of the name.
  it.each(LOCALES)('in %s, each short word is part of its button’s name', async (lang) => {
    await activateLocale(lang, 'US');
    renderControls();
    const [previous, next] = screen.getAllByRole('button');
    const inName = (button: HTMLElement | undefined, word: string) =>
      button
        ?.getAttribute('aria-label')
        ?.toLocaleLowerCase(lang)
        .includes(word.toLocaleLowerCase(lang));
    expect(inName(previous, t('watch.episodes.previousShort'))).toBe(true);
    expect(inName(next, t('watch.episodes.nextShort'))).toBe(true);
  });

  it('says "Vorherige" and "Nächste" in German, as the title page’s season buttons do', async () => {
    await activateLocale('de', 'US');
    renderControls();
    expect(screen.getByRole('button', { name: 'Vorherige Folge (S1:F1)' })).toHaveTextContent(
      /^VorherigeVorherige Folge$/,
    );
    expect(screen.getByRole('button', { name: 'Nächste Folge (S1:F3)' })).toHaveTextContent(
      /^NächsteNächste Folge$/,
    );
  });
});
