import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateEnglish } from '@/test/i18n';
import { renderWithProviders } from '../../test/render-app';
import { SETTINGS_TABS } from './components/panels';
import SettingsRoute from './settings-route';
import { DEFAULT_SETTINGS, useSettingsStore } from '@/lib/settings';
import { storedValue } from '@/test/stored-lists';

const settings = () => useSettingsStore.getState().settings;

beforeEach(() => useSettingsStore.getState().actions.reset());
afterEach(() => {
  useSettingsStore.getState().actions.reset();
  activateEnglish();
});

describe('Settings page', () => {
  it('has the nine tabs, Appearance first', () => {
    renderWithProviders(<SettingsRoute />, { route: '/settings' });
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([...SETTINGS_TABS]);
    expect(screen.getByRole('tab', { name: 'Appearance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Appearance' })).toBeInTheDocument();
  });

  it('changes persist at once and apply the light theme', async () => {
    renderWithProviders(<SettingsRoute />, { route: '/settings' });
    await userEvent.selectOptions(screen.getByLabelText('Theme'), 'light');
    expect(settings().theme).toBe('light');
    expect(document.body).toHaveClass('light-theme');
    expect((storedValue('reelbeat_settings')!.data as { theme: string }).theme).toBe('light');
  });

  it('arrow keys move between tabs', async () => {
    renderWithProviders(<SettingsRoute />, { route: '/settings' });
    screen.getByRole('tab', { name: 'Appearance' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Player' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Player' })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Experimental' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('Ad Blocking lets a server run unsandboxed, with a warning', async () => {
    renderWithProviders(<SettingsRoute />, { route: '/settings' });
    await userEvent.click(screen.getByRole('tab', { name: 'Ad Blocking' }));
    expect(screen.getByText(/Pop-up blocking is on for all servers/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /Allow pop-ups for Eren/ }));
    expect(settings().unsandboxedServers).toEqual(['eren']);
    expect(screen.getByRole('note')).toHaveTextContent(/pop-up ads/);
    await userEvent.click(screen.getByRole('switch', { name: /Allow pop-ups for Eren/ }));
    expect(settings().unsandboxedServers).toEqual([]);
  });

  it('sliders keep their ranges', async () => {
    renderWithProviders(<SettingsRoute />, { route: '/settings' });
    await userEvent.click(screen.getByRole('tab', { name: 'Advanced' }));
    const timeout = screen.getByRole('slider', { name: 'Network timeout' });
    expect(timeout).toHaveAttribute('min', '10');
    expect(timeout).toHaveAttribute('max', '60');
    const retries = screen.getByRole('slider', { name: 'Retry attempts' });
    expect(retries).toHaveAttribute('min', '1');
    expect(retries).toHaveAttribute('max', '10');
  });

  it('Player: music quality, volume and speed are set here; skip intro/credits say why not', async () => {
    renderWithProviders(<SettingsRoute />, { route: '/settings' });
    await userEvent.click(screen.getByRole('tab', { name: 'Player' }));
    await userEvent.selectOptions(screen.getByLabelText('Default quality'), '720p');
    expect(settings().defaultQuality).toBe('720p');
    expect(screen.getByRole('option', { name: '480p (music 96 kbps)' })).toBeInTheDocument();
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveAttribute('min', '0');
    expect(volume).toHaveAttribute('max', '100');
    expect(volume).toHaveValue('80');
    await userEvent.selectOptions(screen.getByLabelText('Playback speed'), '1.5');
    expect(settings().playbackSpeed).toBe(1.5);
    for (const name of ['Skip intro', 'Skip credits']) {
      expect(screen.getByRole('switch', { name })).toBeDisabled();
    }
    expect(screen.getAllByText(/do not tell Reelbeat where intros and credits are/)).toHaveLength(
      2,
    );
  });

  it('Content: rating and Show spoilers; Advanced: cache size', async () => {
    renderWithProviders(<SettingsRoute />, { route: '/settings' });
    await userEvent.click(screen.getByRole('tab', { name: 'Content' }));
    await userEvent.selectOptions(screen.getByLabelText('Content rating'), 'pg13');
    expect(settings().contentRating).toBe('pg13');
    await userEvent.click(screen.getByRole('switch', { name: 'Show spoilers' }));
    expect(settings().showSpoilers).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'Advanced' }));
    await userEvent.selectOptions(screen.getByLabelText('Cache size'), '5GB');
    expect(settings().cacheSize).toBe('5GB');
    expect(storedValue('reelbeat_settings')!.data).toMatchObject({
      showSpoilers: true,
      cacheSize: '5GB',
      contentRating: 'pg13',
    });
  });

  it('privacy switches turn tracking off', async () => {
    renderWithProviders(<SettingsRoute />, { route: '/settings' });
    await userEvent.click(screen.getByRole('tab', { name: 'Privacy' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Track watching' }));
    expect(settings().trackWatching).toBe(false);
  });

  it('Reset All Settings asks first, then restores and saves the defaults', async () => {
    useSettingsStore.getState().actions.update({
      gridSize: 'large',
      theme: 'light',
      volume: 20,
      playbackSpeed: 2,
      defaultQuality: '480p',
      showSpoilers: true,
      cacheSize: '5GB',
      contentRating: 'r',
    });
    renderWithProviders(<SettingsRoute />, { route: '/settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset All Settings' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to reset all settings to default?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(settings().gridSize).toBe('large');
    await userEvent.click(screen.getByRole('button', { name: 'Reset All Settings' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset' }),
    );
    expect(settings()).toEqual(DEFAULT_SETTINGS);
    expect(document.body).not.toHaveClass('light-theme');
  });

  it('choosing Deutsch re-renders the page in German, regions named in German', async () => {
    renderWithProviders(<SettingsRoute />, { route: '/settings' });
    await userEvent.click(screen.getByRole('tab', { name: 'Content' }));
    const language = screen.getByLabelText('Language');
    // Each language is named in itself, whatever the interface language.
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Español', 'Français', 'Deutsch', '日本語', '한국어']);
    expect(screen.getByRole('option', { name: 'United Kingdom' })).toBeInTheDocument();
    await userEvent.selectOptions(language, 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Inhalte' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Darstellung' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sprache')).toHaveValue('de');
    expect(screen.getByRole('option', { name: 'Vereinigtes Königreich' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Deutsch' })).toBeInTheDocument();
    expect(document.title).toContain('Einstellungen');
  });
});
