import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { AppLayout } from './app-layout';

vi.mock('../query-provider', () => ({
  default: ({ children }: { children: ReactNode }) => children,
}));

const started = vi.hoisted(() => ({
  requested: false,
  open: () => undefined as void,
  startPersonalData: vi.fn(),
}));
// The start-up code arrives only when the test lets it (a slow chunk).
vi.mock('../startup/personal-data', async () => {
  started.requested = true;
  await new Promise<void>((resolve) => (started.open = resolve));
  return { startPersonalData: started.startPersonalData };
});

const renderLayout = () =>
  renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<h1>content</h1>} />
      </Route>
    </Routes>,
  );

describe('the personal data’s start-up from the layout', () => {
  it('is not run by a layout gone before its code arrived, and is by one still there', async () => {
    const gone = renderLayout();
    await waitFor(() => expect(started.requested).toBe(true));
    gone.unmount();
    started.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started.startPersonalData).not.toHaveBeenCalled();

    renderLayout();
    await waitFor(() => expect(started.startPersonalData).toHaveBeenCalledTimes(1));
  });
});
