/** Every word the backup screens show, in one place. */
export const BACKUP_TEXT = {
  intro:
    'Save everything Reelbeat keeps in this browser (library, favorites, history, progress, settings, liked songs, playlists and downloads) to one file, or bring it back. Imports also read Letterboxd, IMDb and Trakt exports and title,year,type CSV files.',
  export: 'Export all data',
  import: 'Import data',
  undo: 'Undo import',
  undone: 'The import was undone: every list is as it was before it.',
  reading: 'Reading the file…',
  matching: 'Matching titles to the catalogue…',
  cancel: 'Cancel',
  apply: 'Import',
  merge: 'Merge (keep what is here, add and update from the file)',
  replace: 'Replace (the lists in the file replace the ones here)',
  previewTitle: 'Before anything changes',
  done: 'Import complete.',
  nothing: 'Nothing to change: everything in the file is already here.',
  rejected: 'Rejected entries',
  unmatched: 'Rows that did not match the catalogue',
  downloadUnmatched: 'Download unmatched rows (CSV)',
  cancelled: 'The import was cancelled; nothing changed.',
  matchFailed: 'Titles could not be matched (the server did not answer); nothing changed.',
} as const;

export const countsHeader = ['List', 'New', 'Updated', 'Unchanged', 'Rejected'] as const;
