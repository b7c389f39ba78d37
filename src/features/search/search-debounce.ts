/** The search query waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;
