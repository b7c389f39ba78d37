import { isLegacyStamp, type StoredRecord } from '@/lib/storage/records/record';

/**
 * Two versions of a record share a stamp only when both were moved in from before records
 * (`legacyStamp`, the same on every device) with different values; the greater value wins
 * (`wins`). For such a record sync keeps a digest of the server's version, so a device whose
 * own version won the tie here sees that it differs and sends it. Undefined for any other stamp.
 */
export function tieOf(record: StoredRecord): string | undefined {
  if (!isLegacyStamp(record.stamp)) return undefined;
  const text = (JSON.stringify(record.value) ?? '') + '\u0000' + (record.placed ?? '');
  // cyrb53: a 53-bit string hash; telling two values apart needs no more.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
