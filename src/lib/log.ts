/**
 * The app's logger. Debug lines appear only while Settings → Debug mode is on, so normal use
 * keeps the console quiet; warnings and errors always go through.
 */
let debugEnabled = false;

export function setDebugLogging(enabled: boolean) {
  debugEnabled = enabled;
}

export const isDebugLogging = () => debugEnabled;

export const log = {
  debug(scope: string, ...details: unknown[]) {
    if (debugEnabled) console.debug(`[reelbeat:${scope}]`, ...details);
  },
  warn(scope: string, ...details: unknown[]) {
    console.warn(`[reelbeat:${scope}]`, ...details);
  },
  error(scope: string, ...details: unknown[]) {
    console.error(`[reelbeat:${scope}]`, ...details);
  },
};
