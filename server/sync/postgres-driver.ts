import { createRequire } from 'node:module';
import type * as Pg from 'pg';
import type { Row, SqlDriver, SqlRunner } from './sql-driver.ts';

// Node's own require: Vite's config loader (npm run dev) cannot evaluate pg's CommonJS build.
const pg = createRequire(import.meta.url)('pg') as typeof Pg;

const INT8_OID = 20;
/** Sequences and byte counts are BIGINT; every value the store keeps fits a JS number. */
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export interface PostgresDriver extends SqlDriver {
  /** A connection of its own for LISTEN (pg's notifications arrive on one connection). */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export function openPostgres(url: string, { max = 10 }: { max?: number } = {}): PostgresDriver {
  const pool = new pg.Pool({ connectionString: url, max, types, connectionTimeoutMillis: 5000 });
  // An idle connection that the server closed must not crash the process; the next query
  // opens a new one.
  pool.on('error', () => undefined);
  const on = (client: Pg.PoolClient | Pg.Pool): SqlRunner => ({
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      (await client.query<T>(sql, params as unknown[])).rows,
  });
  const direct = on(pool);
  return {
    kind: 'postgres',
    query: direct.query,
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: async (channel, onPayload) => {
      let stopped = false;
      let client: Pg.Client | null = null;
      // A LISTEN connection that drops (a database restart) is opened again a second later;
      // meanwhile the safety poll carries the changes.
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url, types });
        client = next;
        let dropped = false;
        const drop = () => {
          if (dropped || stopped) return;
          dropped = true;
          void next.end().catch(() => undefined);
          setTimeout(() => {
            if (!stopped) void connect().catch(() => undefined);
          }, 1000).unref();
        };
        next.on('error', drop);
        next.on('end', drop);
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload) onPayload(message.payload);
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${channel}`);
        } catch (error) {
          drop();
          throw error;
        }
      };
      const stop = async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      };
      await connect().catch(async (error: unknown) => {
        await stop();
        throw error;
      });
      return stop;
    },
    close: () => pool.end(),
  };
}
