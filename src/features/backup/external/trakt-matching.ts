/** What a Trakt pull (features/connections) shares with the imports: rows, matching, list rules. */
export { traktRows } from './trakt-rows';
export { matchRows } from './match-client';
export { externalToBackup } from './to-backup';
