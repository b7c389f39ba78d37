import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('npm run desktop without the Electron binary', () => {
  it('says what is missing and how to get it, and exits non-zero', () => {
    const empty = mkdtempSync(join(tmpdir(), 'reelbeat-no-electron-'));
    try {
      const result = spawnSync(process.execPath, ['desktop/launch.mjs'], {
        encoding: 'utf8',
        env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: empty },
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('the Electron binary is not installed');
      expect(result.stderr).toContain('node node_modules/electron/install.js');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
