import { act, fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { testConfig } from '@shared/test/test-config';
import { useContinueWatchingStore, playerMemoryStorage } from '@/lib/storage/video-lists';
import { useSettingsStore, DEFAULT_SETTINGS } from '@/lib/settings';
import WatchRoute from './watch-route';

/** The route plus a way to move to another address, as the app's links do. */
function Harness() {
  const navigate = useNavigate();
  return (
    <>
      <WatchRoute />
      <input aria-label="Go to" onChange={(e) => navigate(e.target.value)} />
    </>
  );
}

const go = (path: string) =>
  fireEvent.change(screen.getByLabelText('Go to'), { target: { value: path } });
const frame = () => screen.getByTitle(/^Player:/) as HTMLIFrameElement;
const pressed = () =>
  screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent ?? '');
const post = (data: unknown) =>
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: window.location.origin,
        source: frame().contentWindow,
      }),
    );
  });
const playerEvent = (event: string, currentTime: number, duration = 300) => ({
  type: 'PLAYER_EVENT',
  data: { event, currentTime, duration },
});

function mockHealth(map: Record<string, 'up' | 'down'> = {}) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) === '/api/players') {
      const servers = Object.entries(map).map(([id, status]) => ({ id, status, latencyMs: 20 }));
      return new Response(JSON.stringify({ revision: 1, servers }), { status: 200 });
    }
    throw new TypeError('offline');
  });
}

beforeEach(() => {
  mockHealth();
  localStorage.clear();
  playerMemoryStorage.write({ servers: {}, autoplayOff: [] });
  useContinueWatchingStore.getState().actions.clear();
  useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS } });
});
afterEach(() => vi.useRealTimers());

describe('which server plays', () => {
  it('starts a fresh player on embedapi, not on the settings field default', () => {
    renderWithProviders(<Harness />, { route: '/player/movie/603' });
    expect(pressed()[0]).toMatch(/^EmbedAPI/);
    expect(frame().src).toContain('/embed/demo/embedapi/embed?id=603&type=movie');
  });

  it("keeps a title's chosen server for its episodes, not for other titles", () => {
    renderWithProviders(<Harness />, { route: '/player/tv/7002/1/1' });
    fireEvent.click(screen.getByRole('button', { name: /Eren/ }));
    act(() => go('/player/tv/7002/1/2'));
    expect(frame().src).toContain('/embed/demo/eren/tv/7002/1/2');
    act(() => go('/player/tv/7003/1/1'));
    expect(frame().src).toContain('/embed/demo/embedapi/');
  });

  it('remembers the server that really played a show and tries it first next time', () => {
    const first = renderWithProviders(<Harness />, { route: '/player/tv/7002/1/1' });
    fireEvent.click(screen.getByRole('button', { name: /Eren/ }));
    post(playerEvent('ready', 0));
    expect(playerMemoryStorage.read().servers['tv:7002']).toBeUndefined();
    post(playerEvent('play', 1));
    expect(playerMemoryStorage.read().servers['tv:7002']).toBe('eren');
    first.unmount();
    renderWithProviders(<Harness />, { route: '/player/tv/7002/3/4' });
    expect(frame().src).toContain('/embed/demo/eren/tv/7002/3/4');
  });

  it('shows each server status, puts working servers first, never picks a down one', async () => {
    mockHealth({ embedapi: 'down', void: 'up', eren: 'up' });
    renderWithProviders(<Harness />, { route: '/player/movie/603' });
    await vi.waitFor(() => expect(frame().src).toContain('/embed/demo/void/movie/603'));
    const names = screen.getByRole('group', { name: 'Servers' }).querySelectorAll('button');
    expect(names[0]).toHaveTextContent(/Void.*Working/);
    expect(names[names.length - 1]).toHaveTextContent(/EmbedAPI.*Down/);
  });
});

describe('when a server does not respond', () => {
  it('counts down to the next working server after the frame fails to load', () => {
    vi.useFakeTimers();
    renderWithProviders(<Harness />, { route: '/player/movie/603' });
    act(() => vi.advanceTimersByTime(11_000));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('alert')).toHaveTextContent("EmbedAPI isn't responding");
    expect(screen.getByRole('button', { name: 'Switch to Void' })).toBeVisible();
    act(() => vi.advanceTimersByTime(5_000));
    expect(frame().src).toContain('/embed/demo/void/movie/603');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('waits for player events after loading, and Cancel keeps the current server', () => {
    vi.useFakeTimers();
    renderWithProviders(<Harness />, { route: '/player/movie/603' });
    fireEvent.load(frame());
    act(() => vi.advanceTimersByTime(12_000));
    expect(screen.getByRole('alert')).toHaveTextContent("EmbedAPI isn't responding");
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(frame().src).toContain('/embed/demo/embedapi/');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays put when the server posts events, and does not switch when automatic is off', () => {
    vi.useFakeTimers();
    useSettingsStore.setState({ settings: { ...DEFAULT_SETTINGS, autoSwitchServers: false } });
    const view = renderWithProviders(<Harness />, { route: '/player/movie/603' });
    fireEvent.load(frame());
    post(playerEvent('ready', 0));
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.queryByRole('alert')).toBeNull();
    view.unmount();
    renderWithProviders(<Harness />, { route: '/player/movie/604' });
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('alert')).toHaveTextContent("EmbedAPI isn't responding");
    expect(frame().src).toContain('/embed/demo/embedapi/');
  });

  it('says plainly when every server failed, and Retry starts again', () => {
    vi.useFakeTimers();
    const players = testConfig().players.filter((p) => ['embedapi', 'void'].includes(p.id));
    renderWithProviders(<Harness />, {
      route: '/player/movie/603',
      config: testConfig({ players }),
    });
    act(() => vi.advanceTimersByTime(12_000));
    act(() => vi.advanceTimersByTime(5_000));
    expect(frame().src).toContain('/embed/demo/void/');
    act(() => vi.advanceTimersByTime(12_000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'None of the servers is responding right now',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(frame().src).toContain('/embed/demo/embedapi/');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('resume and the next episode', () => {
  const item = {
    id: 7002,
    type: 'tv' as const,
    title: 'Show',
    overview: '',
    posterPath: null,
    backdropPath: null,
    voteAverage: 7,
    releaseDate: null,
    genreIds: [],
    popularity: 1,
  };

  it('asks to resume between 2 % and 95 % on servers that take a start time', () => {
    useContinueWatchingStore
      .getState()
      .actions.save({ item, season: 1, episode: 2, progress: 46, positionSeconds: 1394 });
    renderWithProviders(<Harness />, { route: '/player/tv/7002/1/2' });
    expect(screen.queryByTitle(/^Player:/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resume from 23:14' }));
    expect(frame().src).toMatch(/[?&]t=1394$/);
  });

  it('starts over when asked, and does not ask for hosts without a start time', () => {
    useContinueWatchingStore
      .getState()
      .actions.save({ item, season: 1, episode: 2, progress: 46, positionSeconds: 1394 });
    const view = renderWithProviders(<Harness />, { route: '/player/tv/7002/1/2' });
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(frame().src).not.toContain('t=');
    view.unmount();
    const players = testConfig().players.map((p) =>
      p.id === 'embedapi' ? { ...p, origin: 'https://embed.example' } : p,
    );
    renderWithProviders(<Harness />, {
      route: '/player/tv/7002/1/2',
      config: testConfig({ players }),
    });
    expect(screen.queryByRole('button', { name: /Resume from/ })).toBeNull();
    expect(frame().src).toBe('https://embed.example/embed?id=7002&type=tv&s=1&e=2');
  });

  it('treats 95 % of a known duration as the end, and the show switch turns autoplay off', () => {
    renderWithProviders(<Harness />, { route: '/player/tv/7002/1/1' });
    post(playerEvent('timeupdate', 280));
    expect(screen.queryByRole('status', { name: 'Up next' })).toBeNull();
    post(playerEvent('timeupdate', 286));
    expect(screen.getByRole('status', { name: 'Up next' })).toHaveTextContent('Up next: S1E2');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('switch', { name: /Autoplay next episode/ }));
    expect(playerMemoryStorage.read().autoplayOff).toEqual(['tv:7002']);
    post(playerEvent('seeked', 10));
    post(playerEvent('ended', 300));
    expect(screen.queryByRole('status', { name: 'Up next' })).toBeNull();
  });
});
