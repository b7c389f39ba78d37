import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../server/test/postgres.ts';
import type { BudgetCheck, Budgets } from './budgets.ts';
import { reportChecks, saveSection } from './section.ts';
import { pickPort, startServer } from './server-process.ts';
import { DEVICES, measureFanout, type FanoutResult } from './sync-bench.ts';
import { measureFirstSyncInChromium, type FirstSyncRun } from './sync-chromium.ts';
import { measureUpload, type UploadResult } from './sync-upload.ts';
import { renderTable } from './table.ts';

const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

type Fanout = FanoutResult | { unavailable: string };

export interface SyncResult {
  /** One space of 1 000 devices: a change reaches them all (the budgeted row). */
  fanout: Fanout;
  /** 50 spaces of 20 devices, a change in each at once. */
  fanoutBusy: Fanout;
  uploads: (UploadResult | { store: string; unavailable: string })[];
  /** Two devices' first sync of the issue's library, in Chromium (the budgeted rows). */
  firstSync: FirstSyncRun | { unavailable: string };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const failed = (reason: string) => `not measured: ${reason}`;

const fanoutText = (f: FanoutResult) =>
  `${ms(f.p99Ms)} (p50 ${ms(f.p50Ms)}, max ${ms(f.maxMs)}; ${f.deliveries} deliveries, ${f.missed} missed; server CPU ${ms(f.serverCpuMs)}; load average ${f.loadAverage.toFixed(1)})`;

export function checkSync(result: SyncResult, budgets: Budgets): BudgetCheck[] {
  const { fanout } = result;
  const measured = !('unavailable' in fanout);
  const embedded = result.uploads.find((u) => u.store === 'embedded');
  const upload = embedded && !('unavailable' in embedded) ? embedded : null;
  const first = 'unavailable' in result.firstSync ? null : result.firstSync;
  const firstText = (value: number, cpu: number) =>
    first
      ? `${ms(value)} in ${first.where} (main thread CPU ${ms(cpu)}; ${first.records} records, ${first.spaceMb.toFixed(1)} MB stored; load average ${first.loadAverage.toFixed(1)})`
      : failed('unavailable' in result.firstSync ? result.firstSync.unavailable : 'not run');
  return [
    {
      name: 'sync: first sync of 10 000 titles + 100 × 500 songs, upload',
      limit: `≤ ${budgets.firstSyncUploadMs} ms`,
      ok: first !== null && first.uploadMs <= budgets.firstSyncUploadMs,
      actual: firstText(first?.uploadMs ?? 0, first?.uploadCpuMs ?? 0),
    },
    {
      name: 'sync: the same, a joining device downloads, decrypts and merges it',
      limit: `≤ ${budgets.firstSyncJoinMs} ms`,
      ok: first !== null && first.joinMs <= budgets.firstSyncJoinMs,
      actual: firstText(first?.joinMs ?? 0, first?.joinCpuMs ?? 0),
    },
    {
      name: `sync: a change reaches ${measured ? fanout.devices : 1000} live devices, p99`,
      limit: `≤ ${budgets.syncFanoutP99Ms} ms`,
      ok: measured && fanout.p99Ms <= budgets.syncFanoutP99Ms,
      actual: measured ? fanoutText(fanout) : failed(fanout.unavailable),
    },
    {
      name: 'sync: server memory with them connected',
      limit: `≤ ${budgets.syncServerRssMb} MB`,
      ok: measured && fanout.peakRssMb <= budgets.syncServerRssMb,
      actual: measured
        ? `peak ${fanout.peakRssMb.toFixed(0)} MB (${fanout.rssMb.toFixed(0)} MB at the end)`
        : failed(fanout.unavailable),
    },
    {
      name: "sync: the server's CPU for a first upload of 60 000 records (embedded store)",
      limit: `≤ ${budgets.syncUploadServerMs} ms`,
      ok: upload !== null && upload.uploadServerCpuMs <= budgets.syncUploadServerMs,
      actual: upload
        ? `${ms(upload.uploadServerCpuMs)} in ${upload.writes} writes (wall ${ms(upload.uploadMs)}, load average ${upload.loadAverage.toFixed(1)})`
        : failed(embedded && 'unavailable' in embedded ? embedded.unavailable : 'not run'),
    },
  ];
}

async function withServer<T>(
  env: Record<string, string>,
  ports: readonly number[],
  run: (origin: string, pid: number) => Promise<T>,
) {
  const server = await startServer('nonexistent-dist', await pickPort(ports), {
    WEB_CONCURRENCY: '1',
    ...env,
  });
  try {
    return await run(server.origin, server.pid!);
  } finally {
    await server.stop();
  }
}

/**
 * `npm run bench -- --only sync [--check]`: live fan-out to 1 000 devices on one process and
 * its memory, then the server's side of a first upload (and download) of 60 000 records on the
 * embedded store and on PostgreSQL, last the first sync of a large library between two devices
 * in Chromium (bench/sync-chromium.ts). Written to bench/results/sync.json.
 */
export async function runSyncSection(budgets: Budgets, ports: readonly number[], check: boolean) {
  const dir = await mkdtemp(join(tmpdir(), 'reelbeat-bench-sync-'));
  const result: SyncResult = {
    fanout: { unavailable: 'not run' },
    fanoutBusy: { unavailable: 'not run' },
    uploads: [],
    firstSync: { unavailable: 'not run' },
  };
  try {
    const fanout = (spaces: number, rounds: number) =>
      withServer(
        {
          DATA_DIR: join(dir, `fanout-${spaces}`),
          SYNC_LIVE_MAX_PER_SPACE: String(DEVICES),
          // The process's connection cap (1 000 by default) is the row's own size: room for the
          // devices and the writes that reach them.
          SERVER_MAX_CONNECTIONS: String(DEVICES * 2),
        },
        ports,
        (origin, pid) => measureFanout(origin, pid, { spaces, rounds }),
      ).catch((error: Error) => ({ unavailable: error.message }));
    log('live fan-out: 1 000 devices of one space on one process');
    result.fanout = await fanout(1, 20);
    log('live fan-out: 1 000 devices in 50 spaces, a change in each at once');
    result.fanoutBusy = await fanout(50, 10);
    log('first upload of 60 000 records, embedded store');
    result.uploads.push(
      await withServer({ DATA_DIR: join(dir, 'upload') }, ports, (origin, pid) =>
        measureUpload(origin, pid, 'embedded', join(dir, 'upload')),
      ).catch((error: Error) => ({ store: 'embedded', unavailable: error.message })),
    );
    log('first upload of 60 000 records, PostgreSQL');
    const postgres = await startPostgres().catch((error: Error) => error);
    if (postgres instanceof Error) {
      result.uploads.push({ store: 'PostgreSQL', unavailable: postgres.message });
    } else {
      try {
        const url = await postgres.newDatabase();
        result.uploads.push(
          await withServer({ DATABASE_URL: url }, ports, (origin, pid) =>
            measureUpload(origin, pid, 'PostgreSQL', null),
          ).catch((error: Error) => ({ store: 'PostgreSQL', unavailable: error.message })),
        );
      } finally {
        await postgres.stop();
      }
    }
    // Last: Vite's dev server and Chromium stay out of the server rows' way.
    log('first sync of 60 000 records between two devices, in Chromium');
    result.firstSync = await measureFirstSyncInChromium(await pickPort(ports)).catch(
      (error: Error) => ({ unavailable: error.message }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const rows = result.uploads.map((u) =>
    'unavailable' in u
      ? [u.store, 'n/a', 'n/a', 'n/a', u.unavailable]
      : [
          u.store,
          `${ms(u.uploadMs)} (CPU ${ms(u.uploadServerCpuMs)})`,
          `${ms(u.pullMs)} (CPU ${ms(u.pullServerCpuMs)})`,
          `${u.spaceMb.toFixed(1)} MB`,
          u.diskMb === null ? '' : `${u.diskMb.toFixed(1)} MB on disk`,
        ],
  );
  console.log(
    renderTable(
      ['60 000 records', 'upload: wall (server CPU)', 'pull: wall (server CPU)', 'space', ''],
      rows,
    ),
  );
  const busy = result.fanoutBusy;
  console.log(
    `1 000 devices in 50 spaces, a change in each at once: p99 ${'unavailable' in busy ? failed(busy.unavailable) : fanoutText(busy)}`,
  );
  await saveSection('sync', result);
  return reportChecks(checkSync(result, budgets), check);
}
