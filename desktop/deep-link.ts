import { PROTOCOL } from './channels';

/** The routes a deep link may open; anything else is ignored rather than guessed at. */
const ALLOWED_ROUTES = [
  /^\/(movie|tv|anime)\/\d+$/,
  /^\/watch\/movie\/\d+$/,
  /^\/(watch|player)\/(tv|anime)\/\d+\/\d+\/\d+$/,
  /^\/player\/(movie|tv|anime)\/\d+$/,
  /^\/music\/playlist\/[\w-]+$/,
  /^\/(search|library|continue|trending|top-rated|categories|history|favorites|settings|download|about|support)$/,
  /^\/music(\/(search|library|favorites|playlists|recent))?$/,
  /^\/$/,
];

/**
 * Turns `reelbeat://movie/603` (or `reelbeat:///movie/603`, `reelbeat://search?q=dune`) into
 * the matching hash route, `/movie/603`; null when the link is not one of ours.
 */
export function routeFromDeepLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== `${PROTOCOL}:`) return null;
  const path = `/${url.host}${url.pathname}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  if (!ALLOWED_ROUTES.some((pattern) => pattern.test(path))) return null;
  const query = url.searchParams.get('q');
  return (path === '/search' || path === '/music/search') && query
    ? `${path}?q=${encodeURIComponent(query)}`
    : path;
}

/** Windows and Linux pass the link as a command-line argument. */
export function findDeepLink(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${PROTOCOL}:`)) ?? null;
}
