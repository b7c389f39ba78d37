import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the server under load against failing upstreams and a dying Redis.
 * Kept out of `npm run test:unit`: it spawns servers and runs load, ~1-2 minutes in all.
 */
export default defineConfig({
  test: {
    include: ['server/faults/**/*.faults.ts'],
    environment: 'node',
    // One file at a time: each loads the machine with 200 connections.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
