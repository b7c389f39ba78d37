import { connections, HISTORY_CHOICE_ID, readHistoryChoice } from '../model/connection-records';
import { useConnectionsStatus, type RemovedTitle } from '../model/status-store';
import type { AddInput } from '../queue/outbox';

/** Titles per `sync/history/remove` call: a cleared Watch History of hundreds goes in a few. */
export const REMOVALS_PER_CALL = 100;

/**
 * The removals as Trakt's `sync/history/remove` bodies (`movies` and `shows` by TMDB id: a show
 * leaves with all its episodes). Each key is the removals' own (ids and stamps), so the same
 * removal seen twice is sent once.
 */
export function historyRemovals(removed: readonly RemovedTitle[]): AddInput[] {
  const inputs: AddInput[] = [];
  const valid = removed.filter((r) => /^(movie|tv):\d+$/.test(r.id));
  for (let at = 0; at < valid.length; at += REMOVALS_PER_CALL) {
    const batch = valid.slice(at, at + REMOVALS_PER_CALL);
    const ids = (type: string) =>
      batch
        .filter((r) => r.id.startsWith(`${type}:`))
        .map((r) => ({ ids: { tmdb: Number(r.id.split(':')[1]) } }));
    const movies = ids('movie');
    const shows = ids('tv');
    inputs.push({
      service: 'trakt',
      kind: 'history-remove',
      key: `history-remove:${batch.map((r) => `${r.id}@${r.stamp}`).join(',')}`,
      body: { ...(movies.length ? { movies } : {}), ...(shows.length ? { shows } : {}) },
    });
  }
  return inputs;
}

/**
 * Titles left Watch History here while Trakt is connected: the remembered choice applies, or
 * the question waits for the reader's answer (titles removed meanwhile join it).
 */
export function historyRemoved(removed: readonly RemovedTitle[], add: (input: AddInput) => void) {
  if (removed.length === 0) return;
  const choice = readHistoryChoice();
  if (choice === 'trakt') for (const input of historyRemovals(removed)) add(input);
  if (choice) return;
  useConnectionsStatus.setState((s) => ({
    historyQuestion: [
      ...s.historyQuestion.filter((q) => !removed.some((r) => r.id === q.id)),
      ...removed,
    ],
  }));
}

/** The reader's answer to the question: sent to Trakt or not, and kept if they asked. */
export function answerHistoryQuestion(
  choice: 'trakt' | 'here',
  remember: boolean,
  add: (input: AddInput) => void,
) {
  const waiting = useConnectionsStatus.getState().historyQuestion;
  useConnectionsStatus.setState({ historyQuestion: [] });
  if (remember) connections().put(HISTORY_CHOICE_ID, choice);
  if (choice === 'trakt') for (const input of historyRemovals(waiting)) add(input);
}

/** The setting in the Connections tab: a remembered choice, or null to ask each time. */
export function setHistoryChoice(choice: 'trakt' | 'here' | null) {
  if (choice) connections().put(HISTORY_CHOICE_ID, choice);
  else connections().remove(HISTORY_CHOICE_ID);
}
