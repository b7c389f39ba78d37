/** Who is asking: the space's id and the SHA-256 (hex) of the token the request presented. */
export interface SpaceKey {
  space: string;
  tokenHash: string;
}

/** A space's current position: `epoch` changes when the space is deleted and made again. */
export interface SpaceHead {
  epoch: string;
  seq: number;
}

export interface SpaceUsage extends SpaceHead {
  bytes: number;
  records: number;
}

export interface RecordWrite {
  id: string;
  /** The record's seq the client last saw (0: the client believes the record is new). */
  base: number;
  data: string;
}

export interface StoredRecord {
  id: string;
  seq: number;
  data: string;
}

export type WriteOutcome =
  | { kind: 'written'; head: SpaceHead; records: { id: string; seq: number }[] }
  | {
      kind: 'conflict';
      head: SpaceHead;
      conflicts: { id: string; seq: number; data: string | null }[];
    }
  | { kind: 'replayed'; head: SpaceHead }
  | { kind: 'quota'; usedBytes: number; neededBytes: number }
  | { kind: 'unauthorized' };

export interface ChangesPage {
  head: SpaceHead;
  records: StoredRecord[];
  /** Where the next pull starts. */
  next: number;
  more: boolean;
}

/**
 * The sync server's data: opaque spaces holding opaque records. Every method that takes a
 * SpaceKey answers 'unauthorized' (or null) alike for an unknown space and a wrong token.
 */
export interface SyncStore {
  write(
    key: SpaceKey,
    request: { requestId: string; records: readonly RecordWrite[] },
  ): Promise<WriteOutcome>;
  changes(key: SpaceKey, since: number, limit: number): Promise<ChangesPage | null>;
  usage(key: SpaceKey): Promise<SpaceUsage | null>;
  /** Removes the space and everything in it; false when unauthorized. */
  deleteSpace(key: SpaceKey): Promise<boolean>;
  /** The heads of the spaces that exist among `spaces` (for live updates; no token needed). */
  heads(spaces: readonly string[]): Promise<Map<string, SpaceHead>>;
  /** Removes idle spaces and forgotten request ids; returns how many spaces went. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}
