import type { Catalog } from './catalog.ts';
import { titleKey } from './catalog.ts';
import { fnv1a } from '../../../shared/stable-random.ts';

/** TMDB's image sizes per kind (API-SHAPES §1.4); "original" gets a generous fixed width. */
const SIZES = {
  poster: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'],
  backdrop: ['w300', 'w780', 'w1280', 'original'],
  profile: ['w45', 'w185', 'h632', 'original'],
  still: ['w92', 'w185', 'w300', 'original'],
} as const;
type Kind = keyof typeof SIZES;
const ASPECT: Record<Kind, number> = { poster: 1.5, backdrop: 9 / 16, profile: 1.5, still: 9 / 16 };
const ORIGINAL_WIDTH: Record<Kind, number> = {
  poster: 1000,
  backdrop: 1920,
  profile: 600,
  still: 1280,
};
/** Every image is drawn on this canvas and scaled by width/height, so one drawing serves all sizes. */
const CANVAS: Record<Kind, [number, number]> = {
  poster: [500, 750],
  backdrop: [1280, 720],
  profile: [400, 600],
  still: [640, 360],
};

export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Greedy word wrap; long words are cut so nothing runs off the canvas. */
function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine) line = next;
    else {
      if (line) lines.push(line);
      line = word.slice(0, perLine);
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${(lines[maxLines - 1] ?? '').slice(0, perLine - 1)}…`;
  }
  return lines;
}

function draw(kind: Kind, seed: string, title: string, subtitle: string): string {
  const [w, h] = CANVAS[kind];
  const hue = fnv1a(seed) % 360;
  const hue2 = (hue + 40 + (fnv1a(`${seed}!`) % 80)) % 360;
  const face =
    kind === 'profile'
      ? `<circle cx="${w / 2}" cy="${h * 0.3}" r="${w * 0.2}" fill="rgba(255,255,255,0.25)"/>`
      : `<circle cx="${w * 0.82}" cy="${h * 0.18}" r="${Math.min(w, h) * 0.28}" fill="hsl(${hue2},70%,60%)" opacity="0.35"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="{W}" height="{H}" role="img" aria-label="${escapeXml(title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,32%)"/><stop offset="1" stop-color="hsl(${hue2},60%,14%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${face}${kind === 'backdrop' ? '' : words(kind, title, subtitle)}</svg>`;
}

/**
 * The printed title and subtitle of a poster, profile or still. Backdrops get none: the hero
 * and Detail pages print the real title over them, and a faint copy behind it read as a ghost.
 */
function words(kind: Exclude<Kind, 'backdrop'>, title: string, subtitle: string): string {
  const [w, h] = CANVAS[kind];
  const fontSize = kind === 'still' ? 34 : 44;
  const perLine = Math.floor((w * 0.84) / (fontSize * 0.56));
  const lines = wrap(title, perLine, kind === 'poster' ? 5 : 3);
  // A poster's title block is centred a little above the middle, clear of the card's buttons.
  const top =
    kind === 'poster'
      ? h * 0.45 - ((lines.length - 1) * fontSize * 1.15) / 2
      : kind === 'profile'
        ? h * 0.55
        : h * 0.5;
  const text = lines
    .map(
      (l, i) => `<tspan x="${w / 2}" dy="${i === 0 ? 0 : fontSize * 1.15}">${escapeXml(l)}</tspan>`,
    )
    .join('');
  // On a poster the year sits right under the title: the card's buttons cover the bottom of the
  // poster on touch screens, where they are always shown.
  const subtitleY =
    kind === 'poster' ? top + fontSize * (1.15 * (lines.length - 1) + 1.1) : h - fontSize * 0.9;
  return `<text y="${top}" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${text}</text><text x="${w / 2}" y="${subtitleY}" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="${fontSize * 0.6}" fill="rgba(255,255,255,0.8)">${escapeXml(subtitle)}</text>`;
}

/** An image file: `.jpg` as the pages ask for it (server/images/raster.ts), `.svg` the drawing. */
const FILE =
  /^(movie|tv)-(\d+)-(poster|backdrop|s(\d+)(?:e(\d+))?)\.(?:jpg|svg)$|^person-(\d+)\.(?:jpg|svg)$/;

/**
 * The SVG drawing for one image file at one size, or null when the file or size is unknown.
 * `x.jpg` and `x.svg` are the same drawing; the route sends the first as JPEG.
 */
export function createImageRenderer(catalog: Catalog) {
  const drawn = new Map<string, { kind: Kind; svg: string }>();

  function drawFile(file: string): { kind: Kind; svg: string } | null {
    const match = FILE.exec(file);
    if (!match) return null;
    if (match[6]) {
      const person = catalog.people.get(Number(match[6]));
      return person
        ? { kind: 'profile', svg: draw('profile', file, person.name, person.department) }
        : null;
    }
    const title = catalog.titles.get(titleKey(match[1] as 'movie' | 'tv', Number(match[2])));
    if (!title) return null;
    const year = title.releaseDate.slice(0, 4);
    if (match[3] === 'poster')
      return { kind: 'poster', svg: draw('poster', file, title.title, year) };
    if (match[3] === 'backdrop') {
      return { kind: 'backdrop', svg: draw('backdrop', file, title.title, year) };
    }
    const seasonNumber = Number(match[4]);
    const season = title.seasons.find((s) => s.number === seasonNumber);
    if (!season) return null;
    if (match[5] === undefined) {
      return {
        kind: 'poster',
        svg: draw('poster', file, title.title, `Season ${seasonNumber} · ${season.year}`),
      };
    }
    const episode = Number(match[5]);
    if (episode < 1 || episode > season.episodes) return null;
    return {
      kind: 'still',
      svg: draw('still', file, title.title, `S${seasonNumber} · E${episode}`),
    };
  }

  return (size: string, file: string): string | null => {
    const name = file.replace(/\.(jpg|svg)$/, '');
    let entry = drawn.get(name);
    if (!entry) {
      const made = drawFile(file);
      if (!made) return null;
      entry = made;
      // Bounded: the number of distinct files is finite but large (every episode still).
      if (drawn.size > 5000) drawn.clear();
      drawn.set(name, entry);
    }
    const sizes = SIZES[entry.kind] as readonly string[];
    if (!sizes.includes(size)) return null;
    const [w, h] = dimensions(entry.kind, size);
    return entry.svg.replace('{W}', String(w)).replace('{H}', String(h));
  };
}

function dimensions(kind: Kind, size: string): [number, number] {
  const aspect = ASPECT[kind];
  if (size === 'original') return [ORIGINAL_WIDTH[kind], Math.round(ORIGINAL_WIDTH[kind] * aspect)];
  const n = Number(size.slice(1));
  return size.startsWith('h') ? [Math.round(n / aspect), n] : [n, Math.round(n * aspect)];
}
