import { isSongPlay, isVideoPlay } from '@/lib/storage/play-log/play-types';
import { subscribeRecordChanges, withLock, type RecordChange } from '@/lib/storage/records';
import { activeProfileId } from '@/lib/storage/records/namespace';
import { continueList, historyList, mediaKey, WATCH_HISTORY_CAP } from '@/lib/storage/video-lists';
import { dropWaiting } from './disconnect';
import { sweepDeletedProfiles } from './forget-profile';
import { decideListens } from './listenbrainz/listen-rules';
import { connections, readListenBrainz, readTrakt, UNMATCHED_ID } from './model/connection-records';
import { useConnectionsStatus } from './model/status-store';
import { createOutbox, type AddInput, type SendResult } from './queue/outbox';
import { openOutboxDb, type OutboxItem, type ServiceId } from './queue/outbox-db';
import { submitListen } from './services/listenbrainz-api';
import { servicesConfig } from './services/services-config';
import { sendTraktItem } from './services/trakt-api';
import { markReconnect } from './services/trakt-auth';
import { pullTrakt } from './services/trakt-pull';
import { createScrobbler } from './trakt/scrobbler';
import { historyRemoved } from './trakt/history-removal';
import { watchlistChange } from './trakt/watchlist-push';

/** Trakt allows one write a second (its documented POST limit); ListenBrainz says its own. */
const SEND_GAP_MS = { trakt: 1_000, listenbrainz: 0 } as const;

/** Trakt's lists are pulled this often while a page is open, and when it comes back to focus. */
export const PULL_EVERY_MS = 15 * 60_000;
const FOCUS_PULL_GAP_MS = 60_000;

async function send(item: OutboxItem): Promise<SendResult> {
  const config = await servicesConfig().catch(() => null);
  if (!config) return { outcome: 'retry' };
  if (item.service === 'listenbrainz') {
    const lb = readListenBrainz();
    if (!lb || !config.listenBrainz.apiUrl) return { outcome: 'retry' };
    return submitListen(config.listenBrainz.apiUrl, lb.token, item);
  }
  if (!config.trakt.configured) return { outcome: 'retry' };
  return sendTraktItem(config.trakt, item);
}

const connected = (service: ServiceId) =>
  (service === 'trakt' ? readTrakt() : readListenBrainz())?.state === 'connected';

function createRuntime() {
  const profile = activeProfileId();
  const outbox = createOutbox({
    profile,
    db: openOutboxDb,
    lock: withLock,
    ready: connected,
    onReconnect: (service) => markReconnect(service),
    gapMs: (service) => SEND_GAP_MS[service],
    send,
  });
  let pulling = false;
  /** While a pull writes what came from Trakt (not while it waits for Trakt: the reader's own
   * changes meanwhile are still sent). */
  let pullWriting = false;
  let lastPull = 0;
  const add = (input: AddInput) => void outbox.add(input).then(() => outbox.flush());
  const scrobbler = createScrobbler({
    add,
    progressOf: (play) => {
      const entry = continueList
        .collection()
        .get(mediaKey({ id: play.mediaId, type: play.mediaType }));
      if (!entry || entry.season !== play.season || entry.episode !== play.episode)
        return undefined;
      return entry.progress;
    },
  });

  async function pull() {
    const trakt = readTrakt();
    const config = await servicesConfig().catch(() => null);
    if (pulling || trakt?.state !== 'connected' || !config?.trakt.configured) return;
    pulling = true;
    lastPull = Date.now();
    useConnectionsStatus.setState({ pulling: true });
    try {
      const result = await pullTrakt(config.trakt, {
        writing: (write) => {
          pullWriting = true;
          try {
            write();
          } finally {
            pullWriting = false;
          }
        },
      });
      if (result.ok) {
        const now = readTrakt();
        if (now)
          connections().write([
            { id: 'trakt', value: { ...now, pulledAt: Date.now() } },
            { id: UNMATCHED_ID, value: result.unmatched },
          ]);
      } else if (result.reason === 'reconnect') markReconnect('trakt');
    } catch (error) {
      console.warn('Trakt lists could not be pulled', error instanceof Error ? error.message : '');
    } finally {
      pulling = false;
      useConnectionsStatus.setState({ pulling: false });
    }
  }

  function onChange(change: RecordChange) {
    if (change.profile !== profile || change.origin !== 'local') return;
    if (change.collection === 'songPlays' && connected('listenbrainz')) {
      for (const record of change.records) {
        if (!isSongPlay(record.value)) continue;
        for (const decision of decideListens(record.id, record.value, Date.now())) {
          add({ service: 'listenbrainz', ...decision });
        }
      }
    }
    if (!connected('trakt')) return;
    if (change.collection === 'videoPlays') {
      for (const record of change.records) {
        if (isVideoPlay(record.value)) scrobbler.observe(record.id, record.value);
      }
    }
    // What a pull writes came from Trakt: it is not sent back.
    if (pullWriting) return;
    if (change.collection === 'library') {
      for (const record of change.records) {
        const input = watchlistChange(record);
        if (input) add(input);
      }
    }
    if (change.collection === 'watchHistory') {
      const added = change.records.some((r) => r.value !== null && !titles.has(r.id));
      for (const r of change.records)
        if (r.value) titles.set(r.id, (r.value as { title: string }).title);
      const removed = change.records
        .filter((r) => r.value === null)
        .map((r) => ({ id: r.id, title: titles.get(r.id) ?? r.id, stamp: r.stamp }));
      for (const r of removed) titles.delete(r.id);
      // A title watched into a full Watch History pushes the oldest out (its cap): the reader
      // removed nothing, and nothing is removed on Trakt.
      const madeRoom = added && historyList.collection().list().length >= WATCH_HISTORY_CAP;
      if (!madeRoom) historyRemoved(removed, add);
      // The question's code loads the first time it is asked.
      if (useConnectionsStatus.getState().historyQuestion.length > 0)
        void import('./components/history-question').then((m) => m.showHistoryQuestion(add));
    }
  }

  // Watch History's titles, so the question names a title whose record is already gone.
  const titles = new Map(
    historyList
      .collection()
      .list()
      .map((r) => [r.id, r.value.title]),
  );
  const stopChanges = subscribeRecordChanges(onChange);
  const stopCounts = outbox.subscribe((waiting) => useConnectionsStatus.setState({ waiting }));
  let wasTrakt = readTrakt()?.state;
  const present = () => ({
    trakt: readTrakt() !== null,
    listenbrainz: readListenBrainz() !== null,
  });
  let had = present();
  const stopRecords = connections().subscribe(() => {
    const state = readTrakt()?.state;
    if (state === 'connected' && wasTrakt !== 'connected') void pull();
    wasTrakt = state;
    // Disconnected in another tab, or on another device (through sync): the service's waiting
    // items go, as Disconnect here does, instead of going to the account connected next.
    const now = present();
    const gone = (['trakt', 'listenbrainz'] as const).filter((s) => had[s] && !now[s]);
    had = now;
    if (gone.length === 0) return void outbox.flush();
    void Promise.all(gone.map(dropWaiting)).then(() => outbox.flush());
  });
  // Back online: what waited for the network goes now, not at its next back-off.
  const onOnline = () => void outbox.flush({ force: true });
  const onFocus = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastPull > FOCUS_PULL_GAP_MS)
      void pull();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  const timer = setInterval(() => void pull(), PULL_EVERY_MS);
  void sweepDeletedProfiles().then(() => outbox.flush());
  if (readTrakt()?.state === 'connected') void pull();

  return {
    outbox,
    pull,
    add,
    stop() {
      stopChanges();
      stopCounts();
      stopRecords();
      scrobbler.stop();
      outbox.stop();
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    },
  };
}

export type ConnectionsRuntime = ReturnType<typeof createRuntime>;
let runtime: ConnectionsRuntime | null = null;

/** Starts the connections' upkeep once per page (a connection is on, or the tab opened). */
export function startConnections(): ConnectionsRuntime {
  runtime ??= createRuntime();
  return runtime;
}
