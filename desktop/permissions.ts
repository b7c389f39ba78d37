import type { Session } from 'electron';

/** Players, trailers and the watch page go fullscreen: allowed to every frame of the app. */
const FROM_ANY_FRAME = new Set(['fullscreen']);
/** New-episode notifications and the copy buttons: allowed to the app's own page only. */
const FROM_APP = new Set(['notifications', 'clipboard-sanitized-write']);

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * Electron grants every permission a page asks for unless told otherwise (notifications,
 * clipboard reads, MIDI, pointer lock…), to embedded players as much as to the app. The shell
 * denies by default and allows only what the app uses. Both handlers are set: requests (the
 * prompt a page triggers) and checks (what `Notification.permission` and the like read).
 */
export function lockPermissions(session: Session, appOrigin: string | null): void {
  const allowed = (permission: string, requestingUrl: string | undefined, isMainFrame: boolean) =>
    FROM_ANY_FRAME.has(permission) ||
    (FROM_APP.has(permission) &&
      isMainFrame &&
      appOrigin !== null &&
      originOf(requestingUrl) === appOrigin);
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(allowed(permission, details.requestingUrl, details.isMainFrame));
  });
  session.setPermissionCheckHandler((_contents, permission, _origin, details) =>
    allowed(permission, details.requestingUrl, details.isMainFrame),
  );
}
