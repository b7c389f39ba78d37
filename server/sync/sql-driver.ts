/** A row as both databases return it: column name to value. */
export type Row = Record<string, unknown>;

/** What a query runs on: the driver itself, or the one connection of a transaction. */
export interface SqlRunner {
  /**
   * Runs one statement written with PostgreSQL's `$1, $2…` placeholders (the SQLite driver
   * rewrites them), returning its rows (`RETURNING` included).
   */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/**
 * The one SQL surface the sync store uses, over SQLite (embedded) or PostgreSQL. The store
 * writes only SQL both understand, so one store and one set of migrations serve both.
 */
export interface SqlDriver extends SqlRunner {
  readonly kind: 'sqlite' | 'postgres';
  /**
   * Runs `work` in one transaction that holds the database's write lock from its start (SQLite
   * `BEGIN IMMEDIATE`; PostgreSQL takes row locks as the statements go).
   */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * Changes when another connection (another process) commits: a cheap test before asking
   * the store what changed. Absent where the database pushes changes itself.
   */
  changeMarker?(): number;
  close(): Promise<void>;
}

/** A sync store's database could not be reached or failed: the routes answer 503. */
export class StoreUnavailable extends Error {}
