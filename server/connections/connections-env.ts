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
   * LISTENBRAINZ_API_URL: where the browser submits listens (the public service is
   * https://api.listenbrainz.org). Unset: ListenBrainz is not offered, and the page's CSP names
   * no outside API (it allows only the services actually used).
   */
  listenBrainz: { apiUrl: string | null };
}

export const DEFAULT_TRAKT_API_URL = 'https://api.trakt.tv';

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
  const lbUrl = nonEmpty(env.LISTENBRAINZ_API_URL);
  return {
    trakt: {
      clientId: nonEmpty(env.TRAKT_CLIENT_ID),
      clientSecret: nonEmpty(env.TRAKT_CLIENT_SECRET),
      apiUrl: httpUrl('TRAKT_API_URL', nonEmpty(env.TRAKT_API_URL) ?? DEFAULT_TRAKT_API_URL),
    },
    listenBrainz: { apiUrl: lbUrl ? httpUrl('LISTENBRAINZ_API_URL', lbUrl) : null },
  };
}

export const isTraktConfigured = (env: ConnectionsEnv) =>
  Boolean(env.trakt.clientId && env.trakt.clientSecret);

/** The API origins the browser calls directly: what the CSP's connect-src allows. */
export function connectionOrigins(env: ConnectionsEnv): string[] {
  const origins: string[] = [];
  if (env.listenBrainz.apiUrl) origins.push(new URL(env.listenBrainz.apiUrl).origin);
  if (isTraktConfigured(env)) origins.push(new URL(env.trakt.apiUrl).origin);
  return [...new Set(origins)];
}
