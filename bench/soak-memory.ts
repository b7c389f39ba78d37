import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The server's memory after a full collection, MB. */
export interface HeldMemory {
  /** Resident memory of the process. */
  rssMb: number;
  /** What the live objects of the JS heap take (`heapUsed` right after the collection). */
  liveHeapMb: number;
  /** Buffers outside the JS heap (the audio cache's songs, sockets' buffers). */
  externalMb: number;
  /**
   * RSS less the JS heap's committed but empty space: what the process holds. V8 sizes its
   * heap by the allocation rate (an old space of 50–155 MB around a 31–34 MB live heap in the
   * same soak) and keeps the pages after a collection; a leak grows this figure, the heap's
   * sizing does not.
   */
  heldMb: number;
}

interface ProbeAnswer {
  reading: number;
  rss: number;
  heapTotal: number;
  liveHeap: number;
  external: number;
}

const MB = 1024 * 1024;
const ANSWER_TIMEOUT_MS = 15_000;

/** The figures of one probe answer (bytes) in MB. */
export function heldMemory(answer: Omit<ProbeAnswer, 'reading'>): HeldMemory {
  const unused = Math.max(0, answer.heapTotal - answer.liveHeap);
  return {
    rssMb: answer.rss / MB,
    liveHeapMb: answer.liveHeap / MB,
    externalMb: answer.external / MB,
    heldMb: (answer.rss - unused) / MB,
  };
}

/** Null while the file is being written (a partial JSON). */
function parseAnswer(text: string): ProbeAnswer | null {
  try {
    return JSON.parse(text) as ProbeAnswer;
  } catch {
    return null;
  }
}

/**
 * The server side of the reading (bench/soak-memory-probe.ts), and the way to ask it: the
 * node arguments and environment to start the server with, and `read()`, which signals the
 * process and waits for its answer.
 */
export async function memoryProbe() {
  const dir = await mkdtemp(join(tmpdir(), 'reelbeat-soak-'));
  const file = join(dir, 'memory.json');
  let asked = 0;
  return {
    nodeArgs: ['--expose-gc', '--import', './bench/soak-memory-probe.ts'],
    env: { BENCH_SOAK_MEMORY_FILE: file },
    async read(pid: number): Promise<HeldMemory> {
      asked += 1;
      process.kill(pid, 'SIGUSR2');
      const deadline = Date.now() + ANSWER_TIMEOUT_MS;
      while (Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        const answer = await readFile(file, 'utf8').then(parseAnswer, () => null);
        if (answer?.reading === asked) return heldMemory(answer);
      }
      throw new Error('the server did not report its memory after a collection');
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
