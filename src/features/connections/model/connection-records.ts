import { openLocal, type CollectionSpec } from '@/lib/storage/records';
import { activeProfileId } from '@/lib/storage/records/namespace';

/**
 * A profile's connections: one record per service, in the profile's storage like its other
 * lists. The tokens are in the records' values, so sync (which encrypts every record) carries
 * them only encrypted; they never go into an address or a log line.
 */
export type ConnectionState = 'connected' | 'reconnect';

export interface TraktConnection {
  state: ConnectionState;
  user: string;
  accessToken: string;
  refreshToken: string;
  /** When the access token expires (ms): it is refreshed a day before. */
  expiresAt: number;
  /** When the lists were last pulled (ms), 0 before the first pull. */
  pulledAt: number;
}

export interface ListenBrainzConnection {
  state: ConnectionState;
  user: string;
  token: string;
}

/** Titles a pull could not place, with the reason (device-only: derived from the service). */
export interface UnmatchedItem {
  title: string;
  year: number | null;
  list: string;
  reason: string;
}

/**
 * What removing a title from Watch History does on Trakt once the reader ticked "Remember my
 * choice": `trakt` removes it there too, `here` only here. No record: the question is asked.
 */
export type HistoryChoice = 'trakt' | 'here';

export type ConnectionValue =
  TraktConnection | ListenBrainzConnection | UnmatchedItem[] | HistoryChoice;

export const CONNECTIONS_LIST = 'connections';
export const UNMATCHED_ID = 'trakt:unmatched';
export const HISTORY_CHOICE_ID = 'trakt:history-removal';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isState = (v: unknown) => v === 'connected' || v === 'reconnect';
const isText = (v: unknown) => typeof v === 'string';

export const isTrakt = (v: unknown): v is TraktConnection =>
  isObject(v) &&
  isState(v.state) &&
  isText(v.user) &&
  isText(v.accessToken) &&
  isText(v.refreshToken) &&
  typeof v.expiresAt === 'number' &&
  typeof v.pulledAt === 'number';

export const isListenBrainz = (v: unknown): v is ListenBrainzConnection =>
  isObject(v) && isState(v.state) && isText(v.user) && isText(v.token);

const isHistoryChoice = (v: unknown): v is HistoryChoice => v === 'trakt' || v === 'here';

const isUnmatched = (v: unknown): v is UnmatchedItem[] =>
  Array.isArray(v) &&
  v.every((i) => isObject(i) && isText(i.title) && isText(i.list) && isText(i.reason));

export const connectionsSpec: CollectionSpec<ConnectionValue> = {
  name: CONNECTIONS_LIST,
  check: (value, id): value is ConnectionValue =>
    id === 'trakt'
      ? isTrakt(value)
      : id === 'listenbrainz'
        ? isListenBrainz(value)
        : id === HISTORY_CHOICE_ID
          ? isHistoryChoice(value)
          : id === UNMATCHED_ID && isUnmatched(value),
  deviceOnly: (id) => id === UNMATCHED_ID,
  label: 'reelbeat_connections',
};

export const connections = () => openLocal(connectionsSpec, activeProfileId());

export const readTrakt = () => {
  const value = connections().get('trakt');
  return isTrakt(value) ? value : null;
};
export const readListenBrainz = () => {
  const value = connections().get('listenbrainz');
  return isListenBrainz(value) ? value : null;
};
export const readUnmatched = (): UnmatchedItem[] => {
  const value = connections().get(UNMATCHED_ID);
  return isUnmatched(value) ? value : [];
};
/** The remembered answer to "Remove on Trakt too?", a setting of the profile (synced). */
export const readHistoryChoice = (): HistoryChoice | null => {
  const value = connections().get(HISTORY_CHOICE_ID);
  return isHistoryChoice(value) ? value : null;
};
