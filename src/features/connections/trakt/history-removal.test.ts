import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connections, readHistoryChoice } from '../model/connection-records';
import { useConnectionsStatus } from '../model/status-store';
import type { AddInput } from '../queue/outbox';
import {
  answerHistoryQuestion,
  historyRemovals,
  historyRemoved,
  REMOVALS_PER_CALL,
  setHistoryChoice,
} from './history-removal';

const removed = (id: string, stamp = 's1') => ({ id, title: `Title ${id}`, stamp });

beforeEach(() => {
  localStorage.clear();
  useConnectionsStatus.setState({ historyQuestion: [] });
});

describe('Watch History removals on Trakt', () => {
  it('are Trakt’s sync/history/remove bodies, movies and shows by TMDB id, keyed by removal', () => {
    const [input, ...rest] = historyRemovals([removed('movie:603'), removed('tv:1399')]);
    expect(rest).toEqual([]);
    expect(input).toEqual({
      service: 'trakt',
      kind: 'history-remove',
      key: 'history-remove:movie:603@s1,tv:1399@s1',
      body: { movies: [{ ids: { tmdb: 603 } }], shows: [{ ids: { tmdb: 1399 } }] },
    });
    // The same removal seen twice has the same key; a later removal of the title has its own.
    expect(historyRemovals([removed('movie:603')])[0]!.key).not.toBe(
      historyRemovals([removed('movie:603', 's2')])[0]!.key,
    );
  });

  it('a cleared history of many titles goes in calls of at most 100', () => {
    const many = Array.from({ length: 250 }, (_, i) => removed(`movie:${i + 1}`));
    const inputs = historyRemovals(many);
    expect(inputs.map((i) => (i.body as { movies: unknown[] }).movies.length)).toEqual([
      REMOVALS_PER_CALL,
      REMOVALS_PER_CALL,
      50,
    ]);
  });

  it('ask first: nothing is sent until the reader answers', () => {
    const add = vi.fn<(input: AddInput) => void>();
    historyRemoved([removed('movie:603')], add);
    historyRemoved([removed('tv:1399')], add);
    expect(add).not.toHaveBeenCalled();
    expect(useConnectionsStatus.getState().historyQuestion.map((q) => q.id)).toEqual([
      'movie:603',
      'tv:1399',
    ]);
    answerHistoryQuestion('trakt', false, add);
    expect(add).toHaveBeenCalledTimes(1);
    expect(add.mock.calls[0]![0].body).toEqual({
      movies: [{ ids: { tmdb: 603 } }],
      shows: [{ ids: { tmdb: 1399 } }],
    });
    expect(useConnectionsStatus.getState().historyQuestion).toEqual([]);
    expect(readHistoryChoice()).toBeNull();
  });

  it('"Only here" sends nothing; "Remember my choice" keeps the answer for the next removals', () => {
    const add = vi.fn<(input: AddInput) => void>();
    historyRemoved([removed('movie:603')], add);
    answerHistoryQuestion('here', true, add);
    expect(add).not.toHaveBeenCalled();
    expect(connections().get('trakt:history-removal')).toBe('here');
    historyRemoved([removed('movie:604')], add);
    expect(add).not.toHaveBeenCalled();
    expect(useConnectionsStatus.getState().historyQuestion).toEqual([]);

    setHistoryChoice('trakt');
    historyRemoved([removed('movie:605')], add);
    expect(add).toHaveBeenCalledTimes(1);
    expect(useConnectionsStatus.getState().historyQuestion).toEqual([]);

    setHistoryChoice(null);
    historyRemoved([removed('movie:606')], add);
    expect(add).toHaveBeenCalledTimes(1);
    expect(useConnectionsStatus.getState().historyQuestion).toHaveLength(1);
  });
});
