import { describe, expect, it, vi } from 'vitest';
import { lockPermissions } from './permissions';

const APP = 'http://127.0.0.1:5123';

type RequestHandler = (
  webContents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: { requestingUrl: string; isMainFrame: boolean },
) => void;
type CheckHandler = (
  webContents: unknown,
  permission: string,
  requestingOrigin: string,
  details: { requestingUrl?: string; isMainFrame: boolean },
) => boolean;

function locked() {
  const session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() };
  lockPermissions(session as never, APP);
  const request = session.setPermissionRequestHandler.mock.calls[0]![0] as RequestHandler;
  const check = session.setPermissionCheckHandler.mock.calls[0]![0] as CheckHandler;
  const asked = (permission: string, requestingUrl: string, isMainFrame: boolean) => {
    let granted: boolean | null = null;
    request(null, permission, (answer) => (granted = answer), { requestingUrl, isMainFrame });
    return granted;
  };
  const checked = (permission: string, requestingUrl: string, isMainFrame: boolean) =>
    check(null, permission, new URL(requestingUrl).origin, { requestingUrl, isMainFrame });
  return { asked, checked };
}

describe('permissions in the shell', () => {
  it('denies what the app does not use, from any frame', () => {
    const { asked, checked } = locked();
    for (const permission of [
      'media',
      'geolocation',
      'midi',
      'midiSysex',
      'pointerLock',
      'keyboardLock',
      'clipboard-read',
      'openExternal',
      'display-capture',
      'hid',
      'unknown',
    ]) {
      expect(asked(permission, `${APP}/`, true), permission).toBe(false);
      expect(checked(permission, `${APP}/`, true), permission).toBe(false);
    }
  });

  it('allows fullscreen to the app and the players and trailers it frames', () => {
    const { asked, checked } = locked();
    expect(asked('fullscreen', `${APP}/#/watch/movie/1`, true)).toBe(true);
    expect(asked('fullscreen', 'https://player.example/embed/1', false)).toBe(true);
    expect(checked('fullscreen', 'https://player.example/embed/1', false)).toBe(true);
  });

  it('allows notifications and writing to the clipboard to the app’s own page only', () => {
    const { asked, checked } = locked();
    for (const permission of ['notifications', 'clipboard-sanitized-write']) {
      expect(asked(permission, `${APP}/#/settings`, true), permission).toBe(true);
      expect(checked(permission, `${APP}/#/settings`, true), permission).toBe(true);
      expect(asked(permission, 'https://player.example/embed/1', false), permission).toBe(false);
      expect(asked(permission, `${APP}/embed/demo/movie/1`, false), permission).toBe(false);
      expect(asked(permission, 'https://elsewhere.example/', true), permission).toBe(false);
    }
  });
});
