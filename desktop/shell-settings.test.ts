import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readShellSettings, SHELL_SETTINGS_FILE, writeShellSettings } from './shell-settings';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'reelbeat-user-data-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('shell settings file', () => {
  it('defaults to hardware acceleration on', () => {
    expect(readShellSettings(tempDir())).toEqual({ hardwareAcceleration: true });
  });

  it('keeps what was written for the next start', () => {
    const dir = tempDir();
    writeShellSettings(dir, { hardwareAcceleration: false });
    expect(readShellSettings(dir)).toEqual({ hardwareAcceleration: false });
  });

  it('falls back to defaults when the file is damaged', () => {
    const dir = tempDir();
    writeFileSync(join(dir, SHELL_SETTINGS_FILE), '{"hardwareAcceleration":"off"');
    expect(readShellSettings(dir)).toEqual({ hardwareAcceleration: true });
  });
});
