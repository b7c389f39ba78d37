import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSettingsStore } from '@/lib/settings';
import { MusicAudioFields } from './music-audio-fields';

const settings = () => useSettingsStore.getState().settings;

beforeEach(() => useSettingsStore.getState().actions.reset());

// Generous: the equaliser is a lazy chunk, and CI machines are shared.
describe('Settings → Player: how the music sounds', { timeout: 20_000 }, () => {
  it('Crossfade runs 0–12 s, showing "Off" at 0; Loudness levelling is on by default', async () => {
    render(<MusicAudioFields />);
    const crossfade = screen.getByRole('slider', { name: 'Crossfade' });
    expect(crossfade).toHaveAttribute('min', '0');
    expect(crossfade).toHaveAttribute('max', '12');
    expect(crossfade).toHaveAttribute('aria-valuetext', 'Off');
    fireEvent.change(crossfade, { target: { value: '6' } });
    expect(settings().crossfadeSeconds).toBe(6);
    expect(crossfade).toHaveAttribute('aria-valuetext', '6 seconds');
    fireEvent.change(crossfade, { target: { value: '1' } });
    expect(crossfade).toHaveAttribute('aria-valuetext', '1 second');

    const levelling = screen.getByRole('switch', { name: 'Loudness levelling' });
    expect(levelling).toBeChecked();
    await userEvent.click(levelling);
    expect(settings().loudnessLevelling).toBe(false);
  });

  it('the equaliser loads when shown; a preset sets the bands, a moved band makes it Custom', async () => {
    render(<MusicAudioFields />);
    expect(screen.getByRole('heading', { name: 'Equaliser' })).toBeInTheDocument();
    const preset = await screen.findByRole('combobox', { name: 'Preset' }, { timeout: 8000 });
    expect(preset).toHaveValue('flat');
    await userEvent.selectOptions(preset, 'Treble');
    expect(settings().eqBands).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 5, 6]);
    const band = screen.getByRole('slider', { name: '16 kHz' });
    expect(band).toHaveAttribute('aria-valuetext', '+6 dB');

    fireEvent.change(screen.getByRole('slider', { name: '62 Hz' }), { target: { value: '-4' } });
    expect(settings()).toMatchObject({ eqPreset: 'custom' });
    expect(settings().eqBands[1]).toBe(-4);
    expect(preset).toHaveValue('custom');

    fireEvent.change(screen.getByRole('slider', { name: 'Preamp' }), { target: { value: '-3' } });
    expect(settings().eqPreampDb).toBe(-3);
    expect(screen.getByRole('slider', { name: 'Preamp' })).toHaveAttribute(
      'aria-valuetext',
      '-3 dB',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(settings()).toMatchObject({ eqPreset: 'flat', eqPreampDb: 0 });
    expect(settings().eqBands.every((gain) => gain === 0)).toBe(true);
  });
});
