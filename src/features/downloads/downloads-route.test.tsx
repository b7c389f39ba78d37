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

const renderPage = () =>
  render(
    <ConfigProvider config={testConfig({ downloads: files })}>
      <DownloadsRoute />
    </ConfigProvider>,
  );

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

  it('writes the Android requirement in German from the minimum version the server sends', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    await activateLocale('de', 'US');
    try {
      const withMin = files.map((f) =>
        f.platform === 'android' ? { ...f, minVersion: '7.0' } : f,
      );
      render(
        <ConfigProvider config={testConfig({ downloads: withMin })}>
          <DownloadsRoute />
        </ConfigProvider>,
      );
      const card = screen.getByRole('article', { name: 'Reelbeat Music for Android' });
      expect(within(card).getByText('Android 7.0 oder höher')).toBeVisible();
      const windows = screen.getByRole('article', { name: 'Reelbeat for Windows' });
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

  it('marks a file missing when shown as "Not available yet" and disables it', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        String(url).endsWith('.apk')
          ? new Response(null, { status: 404 })
          : new Response(null, { status: 200 }),
      );
    renderPage();
    const missing = await screen.findByRole('button', {
      name: 'Not available yet Reelbeat Music for Android',
    });
    expect(missing).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download Reelbeat for Windows' })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledWith('/downloads/Reelbeat-Music-1.0.0.apk', {
      method: 'HEAD',
      cache: 'no-store',
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('alerts when the file is gone between the check and the click and does not download', async () => {
    // There when the page checked it, gone at the click.
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(null))
      .mockResolvedValueOnce(new Response(null))
      .mockResolvedValue(new Response(null, { status: 404 }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    const opener = screen.getByRole('button', { name: 'Download Reelbeat Music for Android' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
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
