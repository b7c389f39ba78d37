import { webcrypto } from 'node:crypto';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPin } from '@/lib/pin/pin';
import { ATTEMPTS_KEY, FREE_TRIES, waitLeft } from '@/lib/pin/pin-delay';
import {
  createProfile,
  ensureProfiles,
  resetProfilesForTests,
} from '@/lib/storage/records/profiles';
import { renderWithProviders } from '@/test/render-app';
import { downloadBackup } from '../model/download';
import { ExportRow } from './export-row';

vi.mock('../model/download', () => ({ downloadBackup: vi.fn(async () => undefined) }));

// jsdom's `crypto` has no `subtle`; the browser's is the same WebCrypto as Node's.
beforeAll(() => vi.stubGlobal('crypto', webcrypto));

// One page's profiles: this one (the first), Ana with a PIN, Tom without.
let ana = '';
beforeAll(async () => {
  localStorage.clear();
  resetProfilesForTests();
  ensureProfiles();
  const made = createProfile({ name: 'Ana', pin: await hashPin('2468', 100_000) });
  if (!made.ok) throw new Error('the profile should be made');
  ana = made.profile.id;
  createProfile({ name: 'Tom' });
});
beforeEach(() => localStorage.removeItem(ATTEMPTS_KEY));
afterEach(() => vi.mocked(downloadBackup).mockClear());

async function exportAll() {
  renderWithProviders(
    <ExportRow>
      <span />
    </ExportRow>,
  );
  await userEvent.click(screen.getByRole('radio', { name: 'All profiles (3)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Export all data' }));
  return screen.findByRole('dialog', { name: 'Enter PIN' });
}

describe('Export "All profiles"', () => {
  it('asks the PIN of the other guarded profile, and exports once it is right', async () => {
    const dialog = await exportAll();
    expect(dialog).toHaveTextContent('Enter the PIN of Ana.');
    expect(downloadBackup).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('PIN'), '2468');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await vi.waitFor(() => expect(downloadBackup).toHaveBeenCalledWith(expect.any(Date), 'all'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('exports nothing when the PIN is cancelled', async () => {
    const dialog = await exportAll();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => undefined);
    expect(downloadBackup).not.toHaveBeenCalled();
  });

  it('counts wrong PINs as at the start of a profile: past the free tries, a wait', async () => {
    const dialog = await exportAll();
    const input = within(dialog).getByLabelText('PIN');
    for (let i = 0; i <= FREE_TRIES; i++) {
      await vi.waitFor(() => expect(input).toBeEnabled());
      await userEvent.type(input, '1111');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
      await vi.waitFor(() => expect(input).toHaveValue(''));
    }
    expect(waitLeft(ana)).toBeGreaterThan(0);
    expect(within(dialog).getByTestId('pin-wait')).toHaveTextContent(/Try again in 15 seconds/);
    expect(within(dialog).getByLabelText('PIN')).toBeDisabled();
    expect(downloadBackup).not.toHaveBeenCalled();
  });

  it('asks nothing for this profile alone', async () => {
    renderWithProviders(
      <ExportRow>
        <span />
      </ExportRow>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export all data' }));
    await vi.waitFor(() => expect(downloadBackup).toHaveBeenCalledWith(expect.any(Date), 'this'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
