/**
 * The certification systems the catalogue service lists (`/certification/movie/list` and
 * `/certification/tv/list`) for the countries Reelbeat reads, each certification with the
 * youngest age it is meant for. Ages are how a ceiling compares films with series and one
 * country's scale with another's: a ceiling of US "PG" (8) admits TV-Y, TV-Y7, TV-G and TV-PG,
 * not TV-14. Where a system names no age (US PG, TV-PG, the UK's PG) the age is the one its
 * board describes ("should not disturb a child aged around eight"): 8. "NR", "Exempt" and the
 * like are not here: a title with only those is unrated. README.md beside this file has the
 * whole table and why each age is what it is.
 */
export type RatedType = 'movie' | 'tv';

export type RatingScale = readonly (readonly [certification: string, age: number])[];

export interface RatingSystem {
  movie: RatingScale;
  tv: RatingScale;
}

const GERMANY: RatingScale = [
  ['0', 0],
  ['6', 6],
  ['12', 12],
  ['16', 16],
  ['18', 18],
];

export const RATING_SYSTEMS = {
  US: {
    movie: [
      ['G', 0],
      ['PG', 8],
      ['PG-13', 13],
      ['R', 17],
      ['NC-17', 18],
    ],
    tv: [
      ['TV-Y', 0],
      ['TV-G', 0],
      ['TV-Y7', 7],
      ['TV-PG', 8],
      ['TV-14', 14],
      ['TV-MA', 17],
    ],
  },
  GB: {
    movie: [
      ['U', 0],
      ['PG', 8],
      ['12A', 12],
      ['12', 12],
      ['15', 15],
      ['18', 18],
      ['R18', 18],
    ],
    tv: [
      ['U', 0],
      ['PG', 8],
      ['12', 12],
      ['15', 15],
      ['18', 18],
      ['R18', 18],
    ],
  },
  DE: { movie: GERMANY, tv: GERMANY },
  FR: {
    movie: [
      ['U', 0],
      ['10', 10],
      ['12', 12],
      ['16', 16],
      ['18', 18],
    ],
    tv: [
      ['TP', 0],
      ['U', 0],
      ['10', 10],
      ['12', 12],
      ['16', 16],
      ['18', 18],
    ],
  },
  ES: {
    movie: [
      ['A', 0],
      ['AI', 0],
      ['APTA', 0],
      ['7', 7],
      ['7I', 7],
      ['12', 12],
      ['16', 16],
      ['18', 18],
      ['X', 18],
    ],
    tv: [
      ['INFANTIL', 0],
      ['TP', 0],
      ['7', 7],
      ['10', 10],
      ['12', 12],
      ['13', 13],
      ['16', 16],
      ['18', 18],
    ],
  },
  JP: {
    movie: [
      ['G', 0],
      ['PG12', 12],
      ['R15+', 15],
      ['R18+', 18],
    ],
    tv: [
      ['G', 0],
      ['PG-12', 12],
      ['PG12', 12],
      ['R15+', 15],
      ['R18+', 18],
    ],
  },
  KR: {
    movie: [
      ['ALL', 0],
      ['12', 12],
      ['15', 15],
      ['18', 18],
      ['19', 19],
      ['RESTRICTED SCREENING', 19],
    ],
    tv: [
      ['ALL', 0],
      ['7', 7],
      ['12', 12],
      ['15', 15],
      ['19', 19],
    ],
  },
  IN: {
    movie: [
      ['U', 0],
      ['UA 7+', 7],
      ['UA', 12],
      ['UA 13+', 13],
      ['UA 16+', 16],
      ['A', 18],
      ['S', 18],
    ],
    tv: [
      ['U', 0],
      ['U/A 7+', 7],
      ['U/A 13+', 13],
      ['U/A 16+', 16],
      ['A', 18],
    ],
  },
  CA: {
    movie: [
      ['G', 0],
      ['PG', 8],
      ['14A', 14],
      ['18A', 18],
      ['R', 18],
      ['A', 18],
    ],
    tv: [
      ['C', 0],
      ['G', 0],
      ['C8', 8],
      ['PG', 8],
      ['14+', 14],
      ['18+', 18],
    ],
  },
  AU: {
    movie: [
      ['G', 0],
      ['PG', 8],
      ['M', 15],
      ['MA15+', 15],
      ['R18+', 18],
      ['X18+', 18],
    ],
    tv: [
      ['P', 0],
      ['C', 0],
      ['G', 0],
      ['PG', 8],
      ['M', 15],
      ['MA15+', 15],
      ['AV15+', 15],
      ['R18+', 18],
    ],
  },
} as const satisfies Record<string, RatingSystem>;

export type RatingCountry = keyof typeof RATING_SYSTEMS;

export const RATING_COUNTRIES = Object.keys(RATING_SYSTEMS) as RatingCountry[];

export const isRatingCountry = (code: string): code is RatingCountry =>
  Object.hasOwn(RATING_SYSTEMS, code);

/** "pg-13 ", "Pg-13" and "PG-13" are one certification; so are "UA  7+" and "UA 7+". */
export const normaliseCertification = (text: string) =>
  text.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * The age a certification of `country` is meant for, looked up in `type`'s scale first and then
 * in the other one (the service files a few titles under the other scale's names); null when
 * the country has no such certification (unrated, or a name Reelbeat does not know).
 */
export function ratingAge(country: string, type: RatedType, certification: string): number | null {
  if (!isRatingCountry(country)) return null;
  const system: RatingSystem = RATING_SYSTEMS[country];
  const wanted = normaliseCertification(certification);
  const other = type === 'movie' ? 'tv' : 'movie';
  for (const scale of [system[type], system[other]]) {
    const found = scale.find(([name]) => name === wanted);
    if (found) return found[1];
  }
  return null;
}
