import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { activateEnglish } from '@/test/i18n';
import { renderWithProviders } from '../../test/render-app';
import { useSettingsStore, DEFAULT_SETTINGS } from '@/lib/settings';
import WatchRoute from './watch-route';

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
  useSettingsStore.setState({
    settings: { ...DEFAULT_SETTINGS, defaultServer: 'void', defaultServerChosen: true },
  });
});

afterEach(() => activateEnglish());

describe('the player page in another language', () => {
  it('speaks Japanese and tells the demo player the language', async () => {
    await activateLocale('ja', 'JP');
    renderWithProviders(<WatchRoute />, { route: '/watch/tv/7002/1/2' });
    expect(
      screen.getByText('内容が違う、または表示されない場合は、サーバーを切り替えてください'),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: 'サーバー' })).toBeVisible();
    expect(screen.getByRole('button', { name: '次のエピソード（S1E3）' })).toBeVisible();
    const frame = screen.getByTitle('プレーヤー：Void') as HTMLIFrameElement;
    expect(frame.src).toBe(`${window.location.origin}/embed/demo/void/tv/7002/1/2?lang=ja`);
  });

  it('uses German episode codes and status texts', async () => {
    await activateLocale('de', 'US');
    renderWithProviders(<WatchRoute />, { route: '/watch/tv/7002/1/2' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/- S1:F2$/);
    expect(screen.getAllByText('Nicht geprüft').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Vorherige Folge (S1:F1)' })).toBeVisible();
  });

  it('shows the servers’ quality badges in German, from the same words as Settings', async () => {
    await activateLocale('de', 'US');
    renderWithProviders(<WatchRoute />, { route: '/watch/movie/7001' });
    const servers = screen.getByRole('group', { name: 'Server' });
    expect(within(servers).getByRole('button', { name: /Sukuna/ })).toHaveTextContent(
      'Mehrsprachig',
    );
    expect(within(servers).getByRole('button', { name: /Banki/ })).toHaveTextContent(
      'Hindi-Synchro',
    );
    expect(within(servers).getByRole('button', { name: /Void/ })).toHaveTextContent('FHD');
    expect(servers).not.toHaveTextContent(/Multi lang|Hindi Dubbed/);
  });
});
