import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StorageNotice } from './storage-notice';
import { reportStorageProblem } from './storage-problems';

describe('StorageNotice', () => {
  it('shows a failed save and can be dismissed', async () => {
    render(<StorageNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => reportStorageProblem('reelbeat_library', 'quota'));
    expect(screen.getByRole('alert')).toHaveTextContent(/storage is full/i);
    expect(screen.getByRole('alert')).toHaveTextContent(/your library/);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
