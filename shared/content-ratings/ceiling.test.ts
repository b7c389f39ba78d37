import { describe, expect, it } from 'vitest';
import { ceilingChoices, judgeTitle, parseCeiling, type Ceiling } from './ceiling.ts';
import { restrictionParams } from './params.ts';
import { readRestriction } from './read-restriction.ts';
import { RATING_COUNTRIES, RATING_SYSTEMS, ratingAge } from './systems.ts';

const US_PG: Ceiling = { country: 'US', max: 'PG' };
const passes = (type: 'movie' | 'tv', ratings: Record<string, string[]>, ceiling = US_PG) =>
  judgeTitle(type, ratings, ceiling, false).allowed;

describe('rating systems', () => {
  it('covers the countries the settings offer and the service lists', () => {
    expect(RATING_COUNTRIES).toEqual(
      expect.arrayContaining(['US', 'GB', 'DE', 'FR', 'ES', 'JP', 'KR', 'IN', 'CA', 'AU']),
    );
  });

  it('orders every scale from younger to older audiences', () => {
    for (const country of RATING_COUNTRIES) {
      for (const scale of [RATING_SYSTEMS[country].movie, RATING_SYSTEMS[country].tv]) {
        const ages = scale.map(([, age]) => age);
        expect(Math.min(...ages), country).toBe(0);
        expect(Math.max(...ages), country).toBeGreaterThanOrEqual(17);
      }
    }
  });

  it('reads certifications whatever their case and spacing, and knows no "NR"', () => {
    expect(ratingAge('US', 'movie', ' pg-13 ')).toBe(13);
    expect(ratingAge('IN', 'movie', 'UA  13+')).toBe(13);
    expect(ratingAge('ES', 'movie', 'Ai')).toBe(0);
    expect(ratingAge('US', 'movie', 'NR')).toBeNull();
    expect(ratingAge('KR', 'tv', 'Exempt')).toBeNull();
    expect(ratingAge('ZZ', 'movie', 'PG')).toBeNull();
  });

  it('finds a name filed under the other scale', () => {
    expect(ratingAge('US', 'movie', 'TV-MA')).toBe(17);
    expect(ratingAge('US', 'tv', 'PG-13')).toBe(13);
  });
});

describe('a ceiling across films and series', () => {
  it('admits at US PG the TV ratings for children and family, not TV-14', () => {
    for (const rating of ['TV-Y', 'TV-Y7', 'TV-G', 'TV-PG'])
      expect(passes('tv', { US: [rating] })).toBe(true);
    for (const rating of ['TV-14', 'TV-MA']) expect(passes('tv', { US: [rating] })).toBe(false);
    expect(passes('movie', { US: ['G'] })).toBe(true);
    expect(passes('movie', { US: ['PG-13'] })).toBe(false);
  });

  it("admits at US TV-Y7 the 7-year-olds' ratings only", () => {
    const ceiling: Ceiling = { country: 'US', max: 'TV-Y7' };
    expect(passes('tv', { US: ['TV-Y7'] }, ceiling)).toBe(true);
    expect(passes('movie', { US: ['G'] }, ceiling)).toBe(true);
    expect(passes('movie', { US: ['PG'] }, ceiling)).toBe(false);
  });

  it.each([
    ['GB', '12A', { GB: ['12'] }, { GB: ['15'] }],
    ['DE', '6', { DE: ['6'] }, { DE: ['12'] }],
    ['FR', '10', { FR: ['10'] }, { FR: ['12'] }],
    ['ES', '7', { ES: ['7'] }, { ES: ['12'] }],
    ['JP', 'PG12', { JP: ['PG12'] }, { JP: ['R15+'] }],
    ['KR', '12', { KR: ['12'] }, { KR: ['15'] }],
    ['IN', 'UA 7+', { IN: ['U'] }, { IN: ['UA 13+'] }],
  ])('in %s at %s', (country, max, inside, over) => {
    const ceiling = parseCeiling(`${country}:${max}`)!;
    expect(ceiling).not.toBeNull();
    expect(passes('movie', inside, ceiling)).toBe(true);
    expect(passes('tv', inside, ceiling)).toBe(true);
    expect(passes('movie', over, ceiling)).toBe(false);
  });

  it("reads the ceiling country's rating first, the strictest of several", () => {
    const gb: Ceiling = { country: 'GB', max: 'PG' };
    // The US rating would pass; the country's own says 12A.
    expect(judgeTitle('movie', { US: ['PG'], GB: ['12A'] }, gb, false)).toEqual({
      allowed: false,
      reason: 'above',
      rating: '12A',
      country: 'GB',
    });
    expect(judgeTitle('movie', { GB: ['U', '', '15'] }, gb, false).rating).toBe('15');
  });

  it('lets the US rating stand in where the country has none', () => {
    const de: Ceiling = { country: 'DE', max: '12' };
    expect(judgeTitle('movie', { US: ['PG-13'] }, de, false)).toMatchObject({
      allowed: false,
      rating: 'PG-13',
      country: 'US',
    });
    expect(judgeTitle('movie', { FR: ['U'], US: ['PG'] }, de, false)).toMatchObject({
      allowed: true,
      country: 'US',
    });
  });

  it('hides unrated titles unless allowed, and never a title whose ratings were not read', () => {
    expect(judgeTitle('movie', {}, US_PG, false)).toMatchObject({
      allowed: false,
      reason: 'unrated',
    });
    expect(judgeTitle('movie', { US: ['NR', ''] }, US_PG, true)).toMatchObject({
      allowed: true,
      reason: 'unrated',
    });
    expect(judgeTitle('tv', null, US_PG, true)).toMatchObject({
      allowed: false,
      reason: 'unknown',
    });
  });
});

describe('ceiling text', () => {
  it('parses "COUNTRY:CERTIFICATION" and refuses what it does not know', () => {
    expect(parseCeiling('us:pg-13')).toEqual({ country: 'US', max: 'PG-13' });
    expect(parseCeiling('US:TV-Y7')).toEqual({ country: 'US', max: 'TV-Y7' });
    expect(parseCeiling('US')).toBeNull();
    expect(parseCeiling('US:NR')).toBeNull();
    expect(parseCeiling('XX:PG')).toBeNull();
  });

  it("offers a country's film scale as the choices, youngest first", () => {
    expect(ceilingChoices('US')).toEqual(['G', 'PG', 'PG-13', 'R', 'NC-17']);
    expect(ceilingChoices('DE')).toEqual(['0', '6', '12', '16', '18']);
  });

  it('travels as two query parameters and comes back the same', () => {
    const query = new URLSearchParams(
      Object.entries(restrictionParams({ ceiling: 'GB:PG', allowUnrated: true })).map(([k, v]) => [
        k,
        String(v),
      ]),
    );
    expect(readRestriction(query)).toEqual({
      ceiling: { country: 'GB', max: 'PG' },
      allowUnrated: true,
    });
    expect(readRestriction(new URLSearchParams())).toBeNull();
    expect(readRestriction(new URLSearchParams('reelbeat_ceiling=GB:XYZ'))).toBe('invalid');
  });
});

describe('an adult title', () => {
  it('never passes, whatever its certification or the unrated choice', () => {
    const adult = { allowed: false, reason: 'adult', rating: null, country: null };
    expect(judgeTitle('movie', { US: ['G'] }, US_PG, true, true)).toEqual(adult);
    expect(judgeTitle('movie', {}, US_PG, true, true)).toEqual(adult);
    expect(judgeTitle('tv', null, { country: 'US', max: 'NC-17' }, true, true)).toEqual(adult);
    expect(judgeTitle('movie', { US: ['G'] }, US_PG, true, false).allowed).toBe(true);
    expect(judgeTitle('movie', {}, US_PG, true).allowed).toBe(true);
  });
});
