import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Settings the main process needs before any window (or the SPA's storage) exists. */
const shellSettingsSchema = z.object({ hardwareAcceleration: z.boolean() });
export type ShellSettings = z.infer<typeof shellSettingsSchema>;

export const DEFAULT_SHELL_SETTINGS: ShellSettings = { hardwareAcceleration: true };
export const SHELL_SETTINGS_FILE = 'reelbeat-shell-settings.json';

export function readShellSettings(userDataDir: string): ShellSettings {
  try {
    const raw: unknown = JSON.parse(readFileSync(join(userDataDir, SHELL_SETTINGS_FILE), 'utf8'));
    const parsed = shellSettingsSchema.safeParse(raw);
    return parsed.success ? parsed.data : { ...DEFAULT_SHELL_SETTINGS };
  } catch {
    return { ...DEFAULT_SHELL_SETTINGS };
  }
}

/** Written to a temporary file first, so a crash mid-write never leaves half a file. */
export function writeShellSettings(userDataDir: string, settings: ShellSettings): void {
  mkdirSync(userDataDir, { recursive: true });
  const file = join(userDataDir, SHELL_SETTINGS_FILE);
  writeFileSync(`${file}.tmp`, JSON.stringify(shellSettingsSchema.parse(settings), null, 2));
  renameSync(`${file}.tmp`, file);
}
