import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showAlert, useAlertStore } from '../model/alerts';
import { MusicOverlays } from './music-overlays';

describe('MusicOverlays', () => {
  it("shows the spec's alert as an alert dialog that OK dismisses", async () => {
    render(<MusicOverlays />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => showAlert('Failed to download song. Please try again later.'));
    const alert = screen.getByRole('alertdialog', {
      name: 'Failed to download song. Please try again later.',
    });
    expect(alert).toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useAlertStore.getState().message).toBeNull();
  });
});
