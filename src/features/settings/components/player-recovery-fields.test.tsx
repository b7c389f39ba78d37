import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import SettingsRoute from '../settings-route';
import { useSettingsStore } from '@/lib/settings';

const settings = () => useSettingsStore.getState().settings;

beforeEach(() => useSettingsStore.getState().actions.reset());

describe('Settings → Player: the player recovery fields', () => {
  it('records that the viewer chose a default server, and Reset forgets it', async () => {
    renderWithProviders(<SettingsRoute />, { route: '/settings' });
    await userEvent.click(screen.getByRole('tab', { name: 'Player' }));
    expect(settings().defaultServerChosen).toBe(false);
    await userEvent.selectOptions(screen.getByLabelText('Default server'), 'eren');
    expect(settings()).toMatchObject({ defaultServer: 'eren', defaultServerChosen: true });
    useSettingsStore.getState().actions.reset();
    expect(settings()).toMatchObject({ defaultServer: 'void', defaultServerChosen: false });
  });

  it('has "Switch servers automatically" (on) and the wait before switching (12 s)', async () => {
    renderWithProviders(<SettingsRoute />, { route: '/settings' });
    await userEvent.click(screen.getByRole('tab', { name: 'Player' }));
    const auto = screen.getByRole('switch', { name: 'Switch servers automatically' });
    expect(auto).toBeChecked();
    await userEvent.click(auto);
    expect(settings().autoSwitchServers).toBe(false);
    const wait = screen.getByRole('slider', { name: /not responding/ });
    expect(wait).toHaveValue('12');
    // The switch's countdown and the slider's wait are two numbers: the text names which is which.
    expect(
      screen.getByText(
        "When a server isn't responding, switch to the next working one after a 5-second countdown.",
      ),
    ).toBeVisible();
    fireEvent.change(wait, { target: { value: '20' } });
    expect(settings().fallbackSeconds).toBe(20);
  });
});
