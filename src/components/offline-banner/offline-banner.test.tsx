import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from './offline-banner';
import { setOnline } from '@/test/network';

afterEach(() => {
  act(() => setOnline(true));
});

describe('OfflineBanner', () => {
  it('says what is shown while the browser is offline, and goes when it is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline. Showing what's saved on this device.",
    );
    act(() => setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
