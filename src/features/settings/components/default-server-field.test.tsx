import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import SettingsRoute from '../settings-route';
import { preferredServer, useSettingsStore } from '@/lib/settings';

const settings = () => useSettingsStore.getState().settings;

beforeEach(() => useSettingsStore.getState().actions.reset());

describe('Settings → Player: Default server says what the player will use', () => {
  it('reads "Automatic — EmbedAPI first" on a fresh profile, the server the player opens with', async () => {
    renderWithProviders(<SettingsRoute />, { route: '/settings' });
    await userEvent.click(screen.getByRole('tab', { name: 'Player' }));
    const field = screen.getByLabelText('Default server');
    expect(field).toHaveDisplayValue('Automatic — EmbedAPI first');
    expect(preferredServer(settings())).toBe('embedapi');

    await userEvent.selectOptions(field, 'sukuna');
    expect(field).toHaveDisplayValue('Sukuna (Multi lang)');
    expect(preferredServer(settings())).toBe('sukuna');

    await userEvent.selectOptions(field, 'Automatic — EmbedAPI first');
    expect(settings().defaultServerChosen).toBe(false);
    expect(preferredServer(settings())).toBe('embedapi');
  });

  it('puts video and music settings in two titled groups', async () => {
    renderWithProviders(<SettingsRoute />, { route: '/settings' });
    await userEvent.click(screen.getByRole('tab', { name: 'Player' }));
    const video = screen.getByRole('region', { name: 'Video' });
    const music = screen.getByRole('region', { name: 'Music' });
    expect(video).toContainElement(screen.getByLabelText('Default server'));
    expect(video).toContainElement(screen.getByRole('switch', { name: 'Autoplay next episode' }));
    expect(music).toContainElement(screen.getByRole('slider', { name: /Volume/ }));
    expect(music).toContainElement(screen.getByRole('region', { name: 'Equaliser' }));
  });
});
