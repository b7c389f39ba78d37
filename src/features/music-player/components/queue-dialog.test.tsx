import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialPlayerState, usePlayerStore } from '../model/player.store';
import { playSong } from '../player-actions';
import { setShuffle } from '../player-options';
import { ids, song, songs } from '@/test/song-fixtures';
import { QueueDialog } from './queue-dialog';

const names = () =>
  within(screen.getByRole('list', { name: 'Songs in the queue' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');

beforeEach(() => {
  usePlayerStore.setState(initialPlayerState(), true);
  playSong(song('a', 3000), [song('a', 3000), song('b', 1000), song('c', null)], 0);
});

describe('QueueDialog', { timeout: 20_000 }, () => {
  it('shows the count, the total length, the current row and m:ss or --:--', () => {
    render(<QueueDialog onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Queue' })).toHaveTextContent('3 songs · 1h 6m');
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).toHaveTextContent('50:00');
    expect(rows[2]).toHaveTextContent('--:--');
  });

  it('reorders by keyboard and by drag; dropping on the same row does nothing', async () => {
    render(<QueueDialog onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reorder Song c, position 3 of 3' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(names()[1]).toContain('Song c');
    expect(screen.getByRole('button', { name: 'Reorder Song c, position 2 of 3' })).toHaveFocus();

    const rows = () => screen.getAllByRole('listitem');
    const before = usePlayerStore.getState().queue;
    fireEvent.dragStart(rows()[1]!, { dataTransfer: { setData: () => {}, effectAllowed: '' } });
    fireEvent.drop(rows()[1]!);
    expect(usePlayerStore.getState().queue).toBe(before);

    fireEvent.dragStart(rows()[2]!, { dataTransfer: { setData: () => {}, effectAllowed: '' } });
    fireEvent.dragOver(rows()[0]!, { dataTransfer: { dropEffect: '' } });
    fireEvent.drop(rows()[0]!);
    expect(names()[0]).toContain('Song b');
    expect(usePlayerStore.getState().currentSong?.id).toBe('a');
  });

  it('plays, removes, shuffles and clears after confirming', async () => {
    render(<QueueDialog onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play Song b' }));
    expect(usePlayerStore.getState().currentSong?.id).toBe('b');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Song c from queue' }));
    expect(names()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Shuffle' }));
    expect(screen.getByRole('button', { name: 'Unshuffle' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Queue' }));
    const confirm = screen.getByRole('dialog', { name: 'Clear Queue' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to clear the queue?');
    expect(names()).toHaveLength(2);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('Your queue is empty')).toBeInTheDocument();
  });

  it('plays a row of a shuffled queue without shuffling it again or losing the order', async () => {
    const list = songs('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
    playSong(list[0]!, list, 0);
    setShuffle(true);
    const shuffled = ids(usePlayerStore.getState().queue);
    render(<QueueDialog onClose={() => {}} />);
    const fifth = shuffled[4]!;
    await userEvent.click(screen.getByRole('button', { name: `Play Song ${fifth}` }));
    expect(usePlayerStore.getState()).toMatchObject({ currentIndex: 4, isPlaying: true });
    expect(usePlayerStore.getState().currentSong?.id).toBe(fifth);
    expect(ids(usePlayerStore.getState().queue)).toEqual(shuffled);
    expect(names()[4]).toContain(`Song ${fifth}`);
    setShuffle(false);
    expect(ids(usePlayerStore.getState().queue)).toEqual(ids(list));
    expect(usePlayerStore.getState().currentSong?.id).toBe(fifth);
  });

  it('keeps the queue when the question is cancelled, with Cancel or Escape', async () => {
    render(<QueueDialog onClose={() => {}} />);
    const clear = screen.getByRole('button', { name: 'Clear Queue' });
    await userEvent.click(clear);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Clear Queue' })).toBeNull();
    expect(clear).toHaveFocus();
    await userEvent.click(clear);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Clear Queue' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Queue' })).toBeInTheDocument();
    expect(names()).toHaveLength(3);
  });
});
