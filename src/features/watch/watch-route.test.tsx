import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { useSettingsStore, DEFAULT_SETTINGS } from '@/lib/settings';
import { EMBED_ALLOW, EMBED_SANDBOX } from './components/player-frame';
import WatchRoute from './watch-route';

function renderAt(route: string) {
  return renderWithProviders(<WatchRoute />, { route });
}

const frame = () => screen.getByTitle(/^Player:/) as HTMLIFrameElement;

function postFromFrame(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: frame().contentWindow }),
    );
  });
}

const ended = { type: 'PLAYER_EVENT', data: { event: 'ended', currentTime: 300, duration: 300 } };

beforeEach(() => {
  // The catalogue is not reachable here; the page must still play by id.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
  useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS } });
});

describe('WatchRoute', () => {
  it('shows a TV episode with its servers, hint and a sandboxed embed', () => {
    // The viewer chose Void as the default server in Settings.
    useSettingsStore.setState({
      settings: { ...DEFAULT_SETTINGS, defaultServer: 'void', defaultServerChosen: true },
    });
    renderAt('/watch/tv/7002/1/2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/- S1E2$/);
    expect(
      screen.getByText('If the content is wrong or missing, try switching servers'),
    ).toBeVisible();
    const servers = screen.getByRole('group', { name: 'Servers' });
    expect(servers.querySelectorAll('button')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Banki/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Void/ })).toHaveAttribute('aria-pressed', 'true');
    expect(frame()).toHaveAttribute('sandbox', EMBED_SANDBOX);
    expect(frame()).toHaveAttribute('allow', EMBED_ALLOW);
    expect(frame()).toHaveAttribute('referrerpolicy', 'origin');
    expect(frame().src).toBe(`${window.location.origin}/embed/demo/void/tv/7002/1/2`);
  });

  it('uses embedapi when the settings default is not offered, and swaps the embed on switch', () => {
    useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, defaultServer: 'banki' } });
    renderAt('/player/tv/7002/1/1');
    expect(frame().src).toContain('/embed/demo/embedapi/embed?id=7002&type=tv&s=1&e=1');
    fireEvent.click(screen.getByRole('button', { name: /Eren/ }));
    expect(frame().src).toBe(`${window.location.origin}/embed/demo/eren/tv/7002/1/1`);
  });

  it('drops the sandbox for a server the user unsandboxed, with a warning', () => {
    useSettingsStore.setState({
      settings: {
        ...DEFAULT_SETTINGS,
        defaultServer: 'void',
        defaultServerChosen: true,
        unsandboxedServers: ['void'],
      },
    });
    renderAt('/watch/movie/603');
    expect(frame()).not.toHaveAttribute('sandbox');
    expect(screen.getByText(/Sandbox off for Void/)).toBeVisible();
    // Its button says so in words, not as a bare "!".
    const marked = screen.getByRole('button', { name: /Void/ });
    expect(marked).toHaveAccessibleName(expect.stringMatching(/Sandbox off$/));
    expect(marked).not.toHaveAccessibleName(expect.stringContaining('!'));
    fireEvent.click(screen.getByRole('button', { name: /EmbedAPI/ }));
    expect(frame()).toHaveAttribute('sandbox', EMBED_SANDBOX);
  });

  it('offers the next episode when one ends (autoNext), and Cancel dismisses it', () => {
    renderAt('/watch/tv/7002/1/1');
    postFromFrame(ended, 'https://elsewhere.example');
    expect(screen.queryByRole('status', { name: 'Up next' })).toBeNull();
    postFromFrame(ended);
    expect(screen.getByRole('status', { name: 'Up next' })).toHaveTextContent('S1E2');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('status', { name: 'Up next' })).toBeNull();
  });

  it('does not offer the next episode with autoNext off', () => {
    useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, autoNext: false } });
    renderAt('/watch/tv/7002/1/1');
    postFromFrame(ended);
    expect(screen.queryByRole('status', { name: 'Up next' })).toBeNull();
  });

  it('shows "No streaming source available" with what was asked for', () => {
    renderAt('/watch/tv/null/3/4');
    expect(screen.getByRole('heading', { name: 'No streaming source available' })).toBeVisible();
    for (const text of ['null', 'tv', '3', '4']) expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByTitle(/^Player:/)).toBeNull();
  });
});
