/** A catalogue video, as far as choosing and embedding a trailer needs it. */
export interface TrailerVideo {
  key: string;
  name: string;
  site: string;
  type: string;
}

const VIDEO_SITE = 'youtube';
const isSiteVideo = (v: TrailerVideo) => v.site.toLowerCase() === VIDEO_SITE;

/**
 * The trailer to show, in the spec's order: a video-site Trailer named "official" or "main";
 * any Trailer; a Teaser; any video. Null when the title has none.
 */
export function pickTrailer<V extends TrailerVideo>(videos: readonly V[]): V | null {
  const embeddable = videos.filter(isSiteVideo);
  const trailers = embeddable.filter((v) => v.type === 'Trailer');
  return (
    trailers.find((v) => /official|main/i.test(v.name)) ??
    trailers[0] ??
    embeddable.find((v) => v.type === 'Teaser') ??
    embeddable[0] ??
    null
  );
}

/**
 * Every trailer frame's sandbox: the video site's player runs (scripts, its own storage,
 * casting), but it may not open windows nor navigate the app. In the desktop shell such a
 * navigation would otherwise open any address in the system browser.
 */
export const TRAILER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

export interface TrailerEmbedOptions {
  muted?: boolean;
  /** The hero's embed also enables the JS API for its page origin and hides annotations. */
  hero?: { origin: string };
  /**
   * The interface language. Only the built-in demo trailer (a base on this server) is told
   * (`lang=de`), so its "Demo trailer" mark is in the reader's language; the video site's
   * address stays as the spec gives it.
   */
  lang?: string;
}

/** The trailer's embed address: `${base}/${key}?autoplay=1&mute=…&loop=1&playlist=${key}`. */
export function trailerEmbedUrl(
  base: string,
  key: string,
  { muted = true, hero, lang }: TrailerEmbedOptions = {},
): string {
  const params = new URLSearchParams({
    autoplay: '1',
    mute: muted ? '1' : '0',
    controls: '0',
    showinfo: '0',
    rel: '0',
    modestbranding: '1',
    loop: '1',
    // A looping embed needs its own key as the playlist.
    playlist: key,
  });
  if (hero) {
    params.set('enablejsapi', '1');
    params.set('origin', hero.origin);
    params.set('iv_load_policy', '3');
  }
  if (lang && lang !== 'en' && base.startsWith('/')) params.set('lang', lang);
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(key)}?${params.toString()}`;
}
