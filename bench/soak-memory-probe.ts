import { writeFileSync } from 'node:fs';

/**
 * Loaded into the soak's server process only (`--expose-gc --import ./bench/soak-memory-probe.ts`,
 * bench/soak-memory.ts): on SIGUSR2 it runs a full collection, notes the live heap, and a
 * second later (buffers the collection freed are returned to the system then) writes the
 * process's memory to `BENCH_SOAK_MEMORY_FILE`, numbered so the bench knows the answer is new.
 */
const file = process.env.BENCH_SOAK_MEMORY_FILE;
const gc = (globalThis as { gc?: () => void }).gc;
const SETTLE_MS = 1000;
let reading = 0;

if (file && gc) {
  process.on('SIGUSR2', () => {
    reading += 1;
    const number = reading;
    gc();
    const liveHeap = process.memoryUsage().heapUsed;
    setTimeout(() => {
      const { rss, heapTotal, external } = process.memoryUsage();
      writeFileSync(file, JSON.stringify({ reading: number, rss, heapTotal, liveHeap, external }));
    }, SETTLE_MS);
  });
}
