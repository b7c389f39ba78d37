import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../shared/test/server-process.ts';

const PG_BIN = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface TestPostgres {
  /** A database URL for a fresh database on the server (one per call). */
  newDatabase(): Promise<string>;
  port: number;
  /** Stops the server at once and removes its files. */
  stop(): Promise<void>;
}

function postmasterPid(data: string): number {
  try {
    const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) ? pid : 0;
  } catch {
    return 0;
  }
}

/**
 * PostgreSQL refuses to run as root: as root (CI here), the cluster belongs to the `postgres`
 * user that Debian's package creates, and its commands run through runuser.
 */
function asOwner(command: string, args: string[]): [string, string[]] {
  if (userInfo().uid !== 0) return [command, args];
  return ['runuser', ['-u', 'postgres', '--', command, ...args]];
}

/**
 * A throwaway PostgreSQL cluster in a temp folder on a free loopback port, without fsync.
 * Tests that need it fail (never skip) when Debian's postgresql is not installed.
 */
export async function startPostgres(): Promise<TestPostgres> {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL is not installed in ${PG_BIN}: the sync store tests need it (apt-get install postgresql, or set POSTGRES_BIN_DIR)`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'reelbeat-pg-'));
  if (userInfo().uid === 0) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout), 0);
  const data = join(dir, 'data');
  const [initCmd, initArgs] = asOwner(join(PG_BIN, 'initdb'), [
    '-D',
    data,
    '-U',
    'reelbeat',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--locale=C',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  const [cmd, args] = asOwner(join(PG_BIN, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]);
  const child = spawn(cmd, args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    // SIGQUIT to the postmaster itself (runuser stands between it and this process) is
    // PostgreSQL's immediate shutdown: its backends end with it.
    if (child.exitCode === null && child.signalCode === null) {
      const pid = postmasterPid(data);
      if (pid > 0) process.kill(pid, 'SIGQUIT');
      else child.kill('SIGKILL');
    }
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const base = `postgres://reelbeat@127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = spawnSync(join(PG_BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]);
    if (ready.status === 0) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`PostgreSQL did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  let databases = 0;
  return {
    port,
    newDatabase: async () => {
      databases += 1;
      const name = `sync_test_${databases}`;
      const { Client } = (await import('pg')).default;
      const admin = new Client({ connectionString: `${base}/postgres` });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      return `${base}/${name}`;
    },
    stop,
  };
}
