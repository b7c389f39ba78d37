import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { activateEnglish } from '@/test/i18n';
import { ConfigProvider } from '../../config/config-context';
import type { DownloadFile } from '@shared/config/config-schema';
import { testConfig } from '@shared/test/test-config';
import DownloadsRoute from './downloads-route';

const files: DownloadFile[] = [
  {
    id: 'win',
    app: 'streaming',
    platform: 'windows',
    title: 'Reelbeat for Windows',
    version: '1.0.0',
    size: '~50MB',
    requirements: 'Windows 10/11',
    fileName: 'Reelbeat-Setup-1.0.0.exe',
  },
  {
    id: 'music-android',
    app: 'music',
    platform: 'android',
    title: 'Reelbeat Music for Android',
    version: '1.0.0',
    size: '~28MB',
    requirements: 'Android 7.0 or later',
    fileName: 'Reelbeat-Music-1.0.0.apk',
  },
];

const renderPage = (downloads: DownloadFile[] = files) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfigProvider config={testConfig({ downloads })}>
        <DownloadsRoute />
      </ConfigProvider>
    </QueryClientProvider>,
  );

/** The server's list of the files it has (`GET /api/downloads`), and 200 for anything else. */
const serverWith = (available: string[], head: (url: string) => number = () => 200) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url) =>
      String(url) === '/api/downloads'
        ? Response.json({ available })
        : new Response(null, { status: head(String(url)) }),
    );

const heads = (fetchMock: ReturnType<typeof serverWith>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'HEAD').map(([url]) => String(url));

describe('DownloadsRoute', () => {
  it('lists each app with its version, size and requirements', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Download Our Apps' })).toBeVisible();
    const card = screen.getByRole('article', { name: 'Reelbeat for Windows' });
    expect(within(card).getByText('1.0.0')).toBeVisible();
    expect(within(card).getByText('~50MB')).toBeVisible();
    expect(within(card).getByText('Windows 10/11')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Streaming app' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Music app' })).toBeVisible();
  });

  it('names each app and writes the Android requirement in German from what the server sends', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    await activateLocale('de', 'US');
    try {
      const withMin = files.map((f) =>
        f.platform === 'android' ? { ...f, minVersion: '7.0' } : f,
      );
      renderPage(withMin);
      const card = screen.getByRole('article', { name: 'Reelbeat Music für Android' });
      expect(
        within(card).getByRole('heading', { name: 'Reelbeat Music für Android' }),
      ).toBeVisible();
      expect(within(card).getByText('Android 7.0 oder höher')).toBeVisible();
      const windows = screen.getByRole('article', { name: 'Reelbeat für Windows' });
      expect(within(windows).getByText('Windows 10/11')).toBeVisible();
    } finally {
      activateEnglish();
    }
  });

  it('checks the file with HEAD, then downloads it', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Download Reelbeat for Windows' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledWith('/downloads/Reelbeat-Setup-1.0.0.exe', {
      method: 'HEAD',
      cache: 'no-store',
    });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/downloads/Reelbeat-Setup-1.0.0.exe');
    expect(link.download).toBe('Reelbeat-Setup-1.0.0.exe');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('marks a file the server does not have "Not available yet" without probing it', async () => {
    const fetchMock = serverWith(['Reelbeat-Setup-1.0.0.exe']);
    renderPage();
    const missing = await screen.findByRole('button', {
      name: 'Not available yet Reelbeat Music for Android',
    });
    expect(missing).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download Reelbeat for Windows' })).toBeEnabled();
    // One question for all the files, none per file: a missing one logs no 404.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(heads(fetchMock)).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers every file where the server cannot list them (a static host)', async () => {
    serverWith([]).mockImplementation(async () => new Response('Not found', { status: 404 }));
    renderPage();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/downloads', expect.anything()));
    expect(
      screen.getByRole('button', { name: 'Download Reelbeat Music for Android' }),
    ).toBeEnabled();
  });

  it('alerts when the file is gone between the check and the click and does not download', async () => {
    // There when the server listed it, gone at the click.
    serverWith(['Reelbeat-Setup-1.0.0.exe', 'Reelbeat-Music-1.0.0.apk'], () => 404);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    const opener = screen.getByRole('button', { name: 'Download Reelbeat Music for Android' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    fireEvent.click(opener);
    const alert = await screen.findByRole('alertdialog', {
      name: 'Unable to download Reelbeat-Music-1.0.0.apk. Please make sure the file exists in the public folder and try again.',
    });
    expect(click).not.toHaveBeenCalled();
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(
      await screen.findByRole('button', { name: 'Not available yet Reelbeat Music for Android' }),
    ).toBeDisabled();
  });
});
