/** The connected services' settings (README.md, "Connections"), read once at start-up. */
export interface ConnectionsEnv {
  trakt: {
    /** TRAKT_CLIENT_ID and TRAKT_CLIENT_SECRET: both set, or Trakt cannot be connected. */
    clientId: string | null;
    clientSecret: string | null;
    /** TRAKT_API_URL: Trakt's API, a mirror or a stand-in. */
    apiUrl: string;
  };
  /**
   * LISTENBRAINZ_API_URL: where the server relays the browser's listens (a mirror or a
   * stand-in); the public service by default. The browser calls only this server, so the
   * page's CSP names no ListenBrainz address.
   */
  listenBrainz: { apiUrl: string };
}

export const DEFAULT_TRAKT_API_URL = 'https://api.trakt.tv';
export const DEFAULT_LISTENBRAINZ_API_URL = 'https://api.listenbrainz.org';

const nonEmpty = (value: string | undefined): string | null => value?.trim() || null;
const stripSlash = (url: string) => url.replace(/\/+$/, '');

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) address, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) address, got "${value}"`);
  }
  return stripSlash(value);
}

export function readConnectionsEnv(env: NodeJS.ProcessEnv): ConnectionsEnv {
  return {
    trakt: {
      clientId: nonEmpty(env.TRAKT_CLIENT_ID),
      clientSecret: nonEmpty(env.TRAKT_CLIENT_SECRET),
      apiUrl: httpUrl('TRAKT_API_URL', nonEmpty(env.TRAKT_API_URL) ?? DEFAULT_TRAKT_API_URL),
    },
    listenBrainz: {
      apiUrl: httpUrl(
        'LISTENBRAINZ_API_URL',
        nonEmpty(env.LISTENBRAINZ_API_URL) ?? DEFAULT_LISTENBRAINZ_API_URL,
      ),
    },
  };
}

export const isTraktConfigured = (env: ConnectionsEnv) =>
  Boolean(env.trakt.clientId && env.trakt.clientSecret);

/**
 * The API origins the browser calls directly: what the CSP's connect-src allows. Trakt's, once
 * it is set up; ListenBrainz goes through this server's relay, so it adds none.
 */
export function connectionOrigins(env: ConnectionsEnv): string[] {
  return isTraktConfigured(env) ? [new URL(env.trakt.apiUrl).origin] : [];
}
