import { defineConfig } from 'vitest/config';
import base from '../vite.config.ts';

/**
 * Measures the backup budgets once (not part of `npm test`: timings depend on the machine):
 *   npx vitest run --config bench/backup-budget.config.ts
 * jsdom's storage quota is raised so the large backup is measured rather than refused.
 */
export default defineConfig((env) => {
  const config = typeof base === 'function' ? base(env) : base;
  return {
    ...config,
    test: {
      name: 'backup-budget',
      environment: 'jsdom',
      environmentOptions: { jsdom: { storageQuota: 500_000_000 } },
      include: ['bench/app/*.measure.ts'],
      setupFiles: ['src/test/setup.ts'],
      testTimeout: 120_000,
    },
  };
});
