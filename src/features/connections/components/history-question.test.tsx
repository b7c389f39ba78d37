import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useConnectionsStatus } from '../model/status-store';
import { HistoryRemovalQuestion } from '@/lib/storage/video-lists/history-removal-slot';
import { act } from 'react';
import { HistoryQuestion, showHistoryQuestion } from './history-question';

const waiting = (...titles: string[]) =>
  useConnectionsStatus.setState({
    historyQuestion: titles.map((title, i) => ({ id: `movie:${i + 1}`, title, stamp: 's' })),
  });

beforeEach(() => useConnectionsStatus.setState({ historyQuestion: [] }));

describe('"Remove on Trakt too?"', () => {
  it('shows only while titles wait, named, with focus on "Only here"', async () => {
    render(<HistoryQuestion onAnswer={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    waiting('The Matrix');
    const dialog = await screen.findByRole('dialog', { name: 'Remove on Trakt too?' });
    expect(dialog).toHaveAccessibleDescription(
      'The Matrix was removed from Watch History. Remove it on Trakt too?',
    );
    expect(screen.getByRole('button', { name: 'Only here' })).toHaveFocus();
  });

  it('counts the titles of a cleared history', async () => {
    waiting('A', 'B', 'C');
    render(<HistoryQuestion onAnswer={vi.fn()} />);
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      '3 titles were removed from Watch History. Remove them on Trakt too?',
    );
  });

  it('answers: Remove on Trakt too, Only here, Escape as Only here, and Remember my choice', async () => {
    const onAnswer = vi.fn();
    render(<HistoryQuestion onAnswer={onAnswer} />);
    waiting('A');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove on Trakt too' }));
    expect(onAnswer).toHaveBeenLastCalledWith('trakt', false);
    await userEvent.click(screen.getByRole('button', { name: 'Only here' }));
    expect(onAnswer).toHaveBeenLastCalledWith('here', false);
    await userEvent.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenLastCalledWith('here', false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember my choice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove on Trakt too' }));
    expect(onAnswer).toHaveBeenLastCalledWith('trakt', true);
    expect(screen.getByRole('checkbox', { name: 'Remember my choice' })).not.toBeChecked();
  });

  it('is shown by the history page once the upkeep hands it over, and queues the removal', async () => {
    localStorage.clear();
    render(<HistoryRemovalQuestion />);
    waiting('The Matrix');
    expect(screen.queryByRole('dialog')).toBeNull();
    const add = vi.fn();
    act(() => showHistoryQuestion(add));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove on Trakt too' }));
    expect(add).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'history-remove',
        body: { movies: [{ ids: { tmdb: 1 } }] },
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
