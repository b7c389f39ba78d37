export { STORAGE_KEYS, corruptKeyOf } from './keys';
export type { StorageKey, StorageKeyName } from './keys';
export { createStoredValue } from './stored-value';
export {
  arrayOf,
  intBetween,
  isBoolean,
  isString,
  matching,
  oneOf,
  partialObjectSchema,
  valueSchema,
} from './checks';
export type { Check, Checked, ValueSchema } from './checks';
export type { StoredValue, StoredValueOptions, WriteResult } from './stored-value';
export {
  reportStorageProblem,
  dismissStorageProblem,
  getStorageProblem,
  subscribeStorageProblems,
} from './storage-problems';
export type { StorageProblem } from './storage-problems';
export { isQuotaError, setRawOverride } from './backend';
export type { RawOverride, RawWriteResult } from './backend';
export {
  announceStorageChange,
  encodeStoredValue,
  readRawValues,
  replaceRawValues,
} from './transaction';
export type { RawValues, TransactionResult } from './transaction';
