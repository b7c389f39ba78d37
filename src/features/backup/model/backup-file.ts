import { z } from 'zod/mini';
import { t } from '@/lib/i18n';
import { SECTION_NAMES, backupSections, type SectionName } from './sections';

/** Bump when the file's shape changes; older files are then migrated on import. */
export const BACKUP_FORMAT = 'reelbeat-backup';
export const BACKUP_FORMAT_VERSION = 1;

/**
 * The outside of a backup file. Each list inside `data` is checked entry by entry against the
 * schema its storage key uses (see docs/backup-format.md), so one bad entry rejects only itself.
 */
export const backupFileSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().check(z.int(), z.gte(1)),
  appVersion: z.string(),
  exportedAt: z.string(),
  data: z.partialRecord(z.enum(SECTION_NAMES), z.unknown()),
});

export type BackupFile = z.infer<typeof backupFileSchema>;
export type BackupData = Partial<Record<SectionName, unknown>>;

export const BACKUP_MESSAGES = {
  get newer() {
    return t('backup.error.newer');
  },
  get invalid() {
    return t('backup.error.notBackup');
  },
};

export function buildBackup(now: Date, appVersion: string): BackupFile {
  const data: BackupData = {};
  for (const section of backupSections()) data[section.name] = section.read();
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion,
    exportedAt: now.toISOString(),
    data,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
export const backupFileName = (now: Date) =>
  `reelbeat-backup-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;

export const isBackupLike = (value: unknown) =>
  !!value && typeof value === 'object' && (value as { format?: unknown }).format === BACKUP_FORMAT;

export type ReadBackup = { ok: true; data: BackupData } | { ok: false; error: string };

export function readBackup(value: unknown): ReadBackup {
  const version = (value as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    return { ok: false, error: BACKUP_MESSAGES.newer };
  }
  const parsed = backupFileSchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: BACKUP_MESSAGES.invalid };
  const at = Date.parse(parsed.data.exportedAt);
  if (!Number.isFinite(at)) return { ok: false, error: t('backup.error.exportTime') };
  return { ok: true, data: parsed.data.data };
}
