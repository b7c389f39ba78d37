import type { SqlDriver } from './sql-driver.ts';

/**
 * The store's schema, as SQL that SQLite and PostgreSQL both run unchanged: TEXT ids and
 * data (base64url as the client sent it), BIGINT sequences and times (ms since the epoch).
 * Append new steps; never edit an applied one.
 */
export const MIGRATIONS: readonly { id: number; statements: readonly string[] }[] = [
  {
    id: 1,
    statements: [
      `CREATE TABLE sync_spaces (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL,
        epoch TEXT NOT NULL,
        seq BIGINT NOT NULL,
        used_bytes BIGINT NOT NULL,
        record_count BIGINT NOT NULL,
        created_at BIGINT NOT NULL,
        last_used BIGINT NOT NULL
      )`,
      'CREATE INDEX sync_spaces_last_used ON sync_spaces (last_used)',
      `CREATE TABLE sync_records (
        space_id TEXT NOT NULL,
        id TEXT NOT NULL,
        seq BIGINT NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (space_id, id)
      )`,
      'CREATE INDEX sync_records_seq ON sync_records (space_id, seq)',
      `CREATE TABLE sync_requests (
        space_id TEXT NOT NULL,
        id TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (space_id, id)
      )`,
      'CREATE INDEX sync_requests_created_at ON sync_requests (created_at)',
    ],
  },
];

/** Any fixed number: the lock that keeps two instances from migrating at once. */
const MIGRATION_LOCK = 4_417_301;

/**
 * Applies the steps not yet applied, each in its own transaction. Several processes (workers,
 * instances) start together: SQLite's write lock or a PostgreSQL advisory lock lets one
 * migrate while the others wait, then find the work done.
 */
export async function migrate(db: SqlDriver): Promise<void> {
  for (const step of MIGRATIONS) {
    await db.transaction(async (tx) => {
      if (db.kind === 'postgres') {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      }
      // Inside the lock: PostgreSQL's IF NOT EXISTS is not safe against a concurrent CREATE.
      await tx.query(
        'CREATE TABLE IF NOT EXISTS sync_migrations (id BIGINT PRIMARY KEY, applied_at BIGINT NOT NULL)',
      );
      const done = await tx.query('SELECT id FROM sync_migrations WHERE id = $1', [step.id]);
      if (done.length > 0) return;
      for (const statement of step.statements) await tx.query(statement);
      await tx.query('INSERT INTO sync_migrations (id, applied_at) VALUES ($1, $2)', [
        step.id,
        Date.now(),
      ]);
    });
  }
}
