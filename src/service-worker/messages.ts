/** The message the app posts to a waiting service worker when the user chooses Reload. */
export const SKIP_WAITING = 'SKIP_WAITING';
