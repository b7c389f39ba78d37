/**
 * The playlist export file (`version`, `type: single | all`): its limits and its reader, with
 * every check of the hardening list. The music pages import such files as playlists; backups
 * take them as the playlists of a whole-data import. Its words are the `playlistFile.*`
 * catalogue beside it, in the `music` group.
 */
export {
  parseImportData as parsePlaylistExport,
  parseImportText,
  readImportFile,
  type Candidate,
  type ParsedImport,
} from './read-playlist-file';
export { IMPORT_LIMITS, isSafeUrl } from './import-limits';
