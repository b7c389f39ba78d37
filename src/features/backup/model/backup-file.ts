import { z } from 'zod/mini';
import { t } from '@/lib/i18n';
import { PIN_ITERATIONS_MAX, PIN_ITERATIONS_MIN, isPinHash } from '@/lib/pin/pin';
import { MAX_PROFILES } from '@/lib/storage/records/profiles';
import { SECTION_NAMES, backupSections, type SectionName } from './sections';

/** As long as a profile's name may be (Settings → Profiles). */
export const PROFILE_NAME_MAX = 30;
const BASE64 = /^[A-Za-z0-9+/]{1,200}={0,2}$/;

/** Bump when the file's shape changes; older files are then migrated on import. */
export const BACKUP_FORMAT = 'reelbeat-backup';
/** 1: one profile's lists in `data`; 2: `profiles`, each with its own fields and `data`. */
export const BACKUP_FORMAT_VERSION = 2;

const sectionsSchema = z.partialRecord(z.enum(SECTION_NAMES), z.unknown());

/**
 * The outside of a version 1 backup file (the only version before profiles). Each list inside
 * `data` is checked entry by entry against the schema its storage key uses (see
 * docs/backup-format.md), so one bad entry rejects only itself.
 */
export const backupFileSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().check(z.int(), z.gte(1)),
  appVersion: z.string(),
  exportedAt: z.string(),
  data: sectionsSchema,
});

/** The profile's own fields a backup carries with its lists (the PIN only as its hash). */
const fileProfileSchema = z.object({
  name: z.string().check(z.maxLength(PROFILE_NAME_MAX), z.regex(/^[^<>]*$/)),
  createdAt: z.optional(z.string().check(z.maxLength(40))),
  kids: z.optional(z.boolean()),
  ceiling: z.optional(z.string().check(z.regex(/^[A-Z]{2}:[^<>]{1,16}$/))),
  allowUnrated: z.optional(z.boolean()),
  pin: z.optional(
    z.object({
      hash: z.string().check(z.regex(BASE64)),
      salt: z.string().check(z.regex(BASE64)),
      iterations: z.number().check(z.int(), z.gte(PIN_ITERATIONS_MIN), z.lte(PIN_ITERATIONS_MAX)),
    }),
  ),
  data: sectionsSchema,
});

export const backupFileV2Schema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  appVersion: z.string(),
  exportedAt: z.string(),
  profiles: z.array(fileProfileSchema).check(z.minLength(1), z.maxLength(MAX_PROFILES)),
});

export type BackupFile = z.infer<typeof backupFileSchema>;
export type BackupFileV2 = z.infer<typeof backupFileV2Schema>;
export type BackupData = Partial<Record<SectionName, unknown>>;
export type FileProfileInfo = Omit<z.infer<typeof fileProfileSchema>, 'data'>;

/** One profile of a file: its fields (none in a version 1 file) and its lists. */
export interface FileProfile {
  info: FileProfileInfo | null;
  data: BackupData;
}

export const BACKUP_MESSAGES = {
  get newer() {
    return t('backup.error.newer');
  },
  get invalid() {
    return t('backup.error.notBackup');
  },
};

/** A version 1 file of this page's profile (what every Reelbeat before profiles wrote). */
export function buildBackup(now: Date, appVersion: string): BackupFile {
  const data: BackupData = {};
  for (const section of backupSections()) data[section.name] = section.read();
  return {
    format: BACKUP_FORMAT,
    formatVersion: 1,
    appVersion,
    exportedAt: now.toISOString(),
    data,
  };
}

/** A file of the given profiles, each with its fields and lists. */
export function buildProfilesBackup(
  now: Date,
  appVersion: string,
  profiles: readonly FileProfile[],
): BackupFileV2 {
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion,
    exportedAt: now.toISOString(),
    profiles: profiles.map(({ info, data }) => ({ name: '', ...info, data })),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
export const backupFileName = (now: Date) =>
  `reelbeat-backup-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;

export const isBackupLike = (value: unknown) =>
  !!value && typeof value === 'object' && (value as { format?: unknown }).format === BACKUP_FORMAT;

/** A file read: `data` is its first (for version 1, its only) profile's lists. */
export type ReadBackup =
  { ok: true; data: BackupData; profiles: FileProfile[] } | { ok: false; error: string };

/**
 * Whether the file gives a profile a PIN Reelbeat cannot take: not a PIN hash, or one whose
 * iteration count is out of range (pin.ts), which would hang the page or make the PIN weak.
 */
const badPin = (value: unknown) => {
  const profiles = (value as { profiles?: unknown }).profiles;
  return (
    Array.isArray(profiles) &&
    profiles.some((p) => p && typeof p === 'object' && 'pin' in p && !isPinHash(p.pin))
  );
};

function readProfiles(value: unknown): FileProfile[] | null {
  if ((value as { formatVersion?: unknown }).formatVersion === 2) {
    const parsed = backupFileV2Schema.safeParse(value);
    return parsed.success
      ? parsed.data.profiles.map(({ data, ...info }) => ({ info, data }))
      : null;
  }
  const parsed = backupFileSchema.safeParse(value);
  return parsed.success ? [{ info: null, data: parsed.data.data }] : null;
}

export function readBackup(value: unknown): ReadBackup {
  const version = (value as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    return { ok: false, error: BACKUP_MESSAGES.newer };
  }
  const profiles = readProfiles(value);
  if (!profiles && badPin(value)) return { ok: false, error: t('backup.error.pin') };
  if (!profiles) return { ok: false, error: BACKUP_MESSAGES.invalid };
  const at = Date.parse(String((value as { exportedAt: unknown }).exportedAt));
  if (!Number.isFinite(at)) return { ok: false, error: t('backup.error.exportTime') };
  return { ok: true, data: profiles[0]!.data, profiles };
}
