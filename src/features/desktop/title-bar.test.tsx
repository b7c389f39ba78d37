import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../config/config-context';
import type { ReelbeatBridge } from '../../lib/platform/bridge';
import { testConfig } from '@shared/test/test-config';
import { TitleBar } from './title-bar';

function renderBar(initiallyMaximized = false) {
  let emit: (maximized: boolean) => void = () => {};
  const unsubscribe = vi.fn();
  const bridge = {
    window: {
      minimize: vi.fn(),
      maximize: vi.fn(),
      close: vi.fn(),
      isMaximized: vi.fn().mockResolvedValue(initiallyMaximized),
      onMaximizedChange: vi.fn((listener: (maximized: boolean) => void) => {
        emit = listener;
        return unsubscribe;
      }),
    },
    presence: { set: vi.fn(), clear: vi.fn() },
  } satisfies ReelbeatBridge;
  const view = render(
    <ConfigProvider config={testConfig()}>
      <TitleBar bridge={bridge} />
    </ConfigProvider>,
  );
  return { bridge, emit: (value: boolean) => act(() => emit(value)), unsubscribe, ...view };
}

describe('TitleBar', () => {
  it('shows the product name and drives the window through the bridge', () => {
    const { bridge } = renderBar();
    expect(screen.getByText('Reelbeat')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Minimize' }));
    fireEvent.click(screen.getByRole('button', { name: 'Maximize' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(bridge.window.minimize).toHaveBeenCalledOnce();
    expect(bridge.window.maximize).toHaveBeenCalledOnce();
    expect(bridge.window.close).toHaveBeenCalledOnce();
  });

  it('offers Restore while the window is maximised', async () => {
    const { emit, unsubscribe, unmount } = renderBar(true);
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeVisible();
    emit(false);
    expect(screen.getByRole('button', { name: 'Maximize' })).toBeVisible();
    emit(true);
    expect(screen.getByRole('button', { name: 'Restore' })).toBeVisible();
    unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });
});
