import { stat } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fakeDevice, keyFrom, viaOrigin } from '../server/test/sync-fake-client.ts';
import { cpuMsOf } from './sync-bench.ts';

/** The first sync: 10 000 library entries and 100 playlists of 500 songs. */
const LIBRARY = 10_000;
const PLAYLISTS = 100;
const SONGS = 500;
const BATCH = 500;
const PAGE = 1000;

export interface UploadResult {
  store: string;
  records: number;
  writes: number;
  /** Wall time of the writes, one after another, as a client uploads (loopback). */
  uploadMs: number;
  /** The server's CPU time for those writes: what the wall time is on an idle machine. */
  uploadServerCpuMs: number;
  /** Wall time of pulling everything back in pages of PAGE. */
  pullMs: number;
  pullServerCpuMs: number;
  /** The machine's 1-minute load average at the end (2 cores: above 2 is queueing). */
  loadAverage: number;
  /** What the space counts against its quota. */
  spaceMb: number;
  /** The embedded store's files on disk, when it is the embedded store. */
  diskMb: number | null;
}

/** A record's plaintext, padded so its ciphertext is 200–500 characters as the issue says. */
function plaintext(i: number, kind: string) {
  const pad = 'x'.repeat(100 + ((i * 37) % 190));
  return { kind, id: `${kind}-${i}`, updatedAt: 1_764_000_000_000 + i, pad };
}

/**
 * Encrypts the records first (client work, not timed), then times the server taking them in
 * writes of BATCH records and giving them back in pages of PAGE.
 */
export async function measureUpload(
  origin: string,
  pid: number,
  store: string,
  dataDir: string | null,
): Promise<UploadResult> {
  const device = await fakeDevice(keyFrom(77), viaOrigin(origin));
  const records: [string, unknown, number][] = [];
  for (let i = 0; i < LIBRARY; i += 1)
    records.push([`p1/library/movie:${i}`, plaintext(i, 'library'), 0]);
  for (let p = 0; p < PLAYLISTS; p += 1) {
    for (let s = 0; s < SONGS; s += 1) {
      records.push([`p1/playlist-${p}/song-${s}`, plaintext(p * SONGS + s, 'song'), 0]);
    }
  }
  const bodies: string[] = [];
  for (let i = 0; i < records.length; i += BATCH)
    bodies.push(await device.writeBody(records.slice(i, i + BATCH)));

  const cpuBefore = await cpuMsOf(pid);
  const started = performance.now();
  for (const body of bodies) {
    const response = await device.write(body);
    if (response.status !== 200)
      throw new Error(`a write answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  }
  const uploadMs = performance.now() - started;
  const uploadServerCpuMs = (await cpuMsOf(pid)) - cpuBefore;
  const pullCpuBefore = await cpuMsOf(pid);

  const pullStarted = performance.now();
  let since = 0;
  let pulled = 0;
  for (;;) {
    const page = (await (await device.changes(since, PAGE)).json()) as {
      records: unknown[];
      next: number;
      more: boolean;
    };
    pulled += page.records.length;
    since = page.next;
    if (!page.more) break;
  }
  const pullMs = performance.now() - pullStarted;
  const pullServerCpuMs = (await cpuMsOf(pid)) - pullCpuBefore;
  if (pulled !== records.length) throw new Error(`pulled ${pulled} of ${records.length} records`);
  const usage = (await (
    await fetch(`${origin}/api/sync/space`, { headers: device.headers })
  ).json()) as { bytes: number };
  let diskMb: number | null = null;
  if (dataDir) {
    let bytes = 0;
    for (const file of ['sync.db', 'sync.db-wal'])
      bytes += (await stat(join(dataDir, file)).catch(() => ({ size: 0 }))).size;
    diskMb = bytes / (1024 * 1024);
  }
  return {
    store,
    records: records.length,
    writes: bodies.length,
    uploadMs,
    uploadServerCpuMs,
    pullMs,
    pullServerCpuMs,
    loadAverage: loadavg()[0]!,
    spaceMb: usage.bytes / (1024 * 1024),
    diskMb,
  };
}
