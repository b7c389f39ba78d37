import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import SettingsRoute from '../settings-route';
import { DEFAULT_SETTINGS, useSettingsStore } from '@/lib/settings';
import { storedValue } from '@/test/stored-lists';

const settings = () => useSettingsStore.getState().settings;
const open = async (tab: string) => {
  renderWithProviders(<SettingsRoute />, { route: '/settings' });
  await userEvent.click(screen.getByRole('tab', { name: tab }));
};

beforeEach(() => useSettingsStore.getState().actions.reset());
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { reelbeat?: unknown }).reelbeat;
});

describe('Settings: the fields of every remaining setting', () => {
  it('Player: subtitles unlock their size and colour; max concurrent streams 1–5', async () => {
    await open('Player');
    const size = screen.getByLabelText('Subtitle size');
    const color = screen.getByLabelText('Subtitle color');
    expect(size).toBeDisabled();
    expect(color).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Subtitles' }));
    expect(settings().subtitles).toBe(true);
    await userEvent.selectOptions(size, 'large');
    fireEvent.input(color, { target: { value: '#ffd700' } });
    expect(settings()).toMatchObject({ subtitleSize: 'large', subtitleColor: '#ffd700' });
    const streams = screen.getByRole('slider', { name: 'Max concurrent streams' });
    expect(streams).toHaveAttribute('min', '1');
    expect(streams).toHaveAttribute('max', '5');
    expect(streams).toHaveAttribute('aria-valuetext', '1 stream');
    fireEvent.change(streams, { target: { value: '3' } });
    expect(settings().maxConcurrentStreams).toBe(3);
    expect(streams).toHaveAttribute('aria-valuetext', '3 streams');
  });

  it('Content: Recommendations is on by default and can be turned off', async () => {
    await open('Content');
    const switchEl = screen.getByRole('switch', { name: 'Recommendations' });
    expect(switchEl).toBeChecked();
    await userEvent.click(switchEl);
    expect(settings().recommendations).toBe(false);
  });

  it('Notifications: switching on asks the browser; New episodes is its own switch', async () => {
    const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    await open('Notifications');
    await userEvent.click(screen.getByRole('switch', { name: 'Notifications' }));
    expect(settings().notifications).toBe(true);
    expect(requestPermission).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('switch', { name: 'New episodes' }));
    expect(settings().newEpisodes).toBe(true);
  });

  it('Notifications says when the browser blocks them', async () => {
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() });
    await open('Notifications');
    expect(screen.getByText(/does not let Reelbeat send notifications/)).toBeInTheDocument();
  });

  it('Advanced on the web: preload and updates are settable; hardware acceleration says why not', async () => {
    await open('Advanced');
    await userEvent.click(screen.getByRole('switch', { name: 'Preload content' }));
    expect(settings().preloadContent).toBe(true);
    expect(screen.getByRole('switch', { name: 'Hardware acceleration' })).toBeDisabled();
    expect(screen.getByText(/Only the desktop app can change this/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Updates' }));
    expect(settings().updates).toBe(true);
    expect(screen.getByText(/every half hour/)).toBeInTheDocument();
  });

  it('Advanced in the desktop shell: hardware acceleration is settable, for the next start', async () => {
    window.reelbeat = {
      window: { minimize: vi.fn() },
      presence: { set: vi.fn() },
    } as unknown as typeof window.reelbeat;
    await open('Advanced');
    const hw = screen.getByRole('switch', { name: 'Hardware acceleration' });
    expect(hw).toBeEnabled();
    await userEvent.click(hw);
    expect(settings().hardwareAcceleration).toBe(false);
    expect(screen.getByText(/next time the app starts/)).toBeInTheDocument();
  });

  it('Experimental: Beta features is shown disabled with the reason', async () => {
    await open('Experimental');
    expect(screen.getByRole('switch', { name: 'Beta features' })).toBeDisabled();
    expect(screen.getByText(/No feature is in beta right now/)).toBeInTheDocument();
  });

  it('every new field survives Reset as its default', () => {
    useSettingsStore.getState().actions.update({
      subtitles: true,
      subtitleSize: 'large',
      subtitleColor: '#000000',
      maxConcurrentStreams: 4,
      recommendations: false,
      notifications: true,
      newEpisodes: true,
      preloadContent: true,
      hardwareAcceleration: false,
    });
    expect(storedValue('reelbeat_settings')!.data).toMatchObject({
      maxConcurrentStreams: 4,
      preloadContent: true,
    });
    useSettingsStore.getState().actions.reset();
    expect(settings()).toEqual(DEFAULT_SETTINGS);
  });
});
