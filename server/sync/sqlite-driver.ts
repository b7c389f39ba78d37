import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import type { Row, SqlDriver, SqlRunner } from './sql-driver.ts';

// Node's own require: Vite's config loader (npm run dev) cannot evaluate native CommonJS.
const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;

export const SQLITE_FILE = 'sync.db';
/** How long a statement waits for another process's write lock before failing. */
const BUSY_TIMEOUT_MS = 5000;

/** `$1 … $n` to `?`, with the parameters in the order the placeholders appear. */
function positional(sql: string, params: readonly unknown[]) {
  const ordered: unknown[] = [];
  const text = sql.replace(/\$(\d+)/g, (_, n: string) => {
    ordered.push(params[Number(n) - 1]);
    return '?';
  });
  return { text, ordered };
}

/**
 * One queue for every connection of the process. A transaction's work awaits between
 * statements; a second connection's BEGIN IMMEDIATE in that gap would wait synchronously for
 * a lock that only this (now blocked) thread can release.
 */
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * SQLite in WAL mode in `dataDir`: several worker processes share the file (readers never
 * wait, one writer at a time, others wait up to BUSY_TIMEOUT_MS). better-sqlite3 is
 * synchronous, so a process's transactions run one after another (see `serial`).
 */
export function openSqlite(dataDir: string): SqlDriver {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, SQLITE_FILE), { timeout: BUSY_TIMEOUT_MS });
  db.pragma('journal_mode = WAL');
  // Durable at each checkpoint, not each commit: a power cut can lose the last moments,
  // which a client resends (its queue keeps a write until the server acknowledged it).
  db.pragma('synchronous = NORMAL');
  const statements = new Map<string, { stmt: BetterSqlite3.Statement; reader: boolean }>();
  const versionStmt = db.prepare('PRAGMA data_version').pluck();

  const run = <T extends Row>(sql: string, params: readonly unknown[] = []): T[] => {
    const { text, ordered } = positional(sql, params);
    let entry = statements.get(text);
    if (!entry) {
      const stmt = db.prepare(text);
      entry = { stmt, reader: stmt.reader };
      statements.set(text, entry);
    }
    if (entry.reader) return entry.stmt.all(...ordered) as T[];
    entry.stmt.run(...ordered);
    return [];
  };
  const runner: SqlRunner = { query: async (sql, params) => run(sql, params) };

  return {
    kind: 'sqlite',
    // Outside a transaction a statement still waits its turn: it must not land inside another
    // request's open transaction on the shared connection.
    query: (sql, params) => serial(async () => run(sql, params)),
    transaction: (work) =>
      serial(async () => {
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(runner);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw error;
        }
      }),
    changeMarker: () => Number(versionStmt.get()),
    close: () =>
      serial(async () => {
        db.close();
      }),
  };
}
