import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog.ts';
import { CATALOG_LANGUAGES, catalogLanguage } from './catalog-language.ts';
import { GENRE_NAMES } from './genre-names.ts';
import { MOVIE_GENRES, TV_GENRES } from './genres.ts';
import { offlineCatalogRoutes } from './routes.ts';

const app = offlineCatalogRoutes(buildCatalog());
interface Named {
  id: number;
  name: string;
}
interface Answer {
  name: string;
  genres: Named[];
  seasons: Named[];
  episodes: (Named & { overview: string })[];
}
const get = async (path: string) => (await (await app.request(path)).json()) as Answer;
const AOT = 8001;

describe('the offline catalogue in the chosen language', () => {
  it('reads language= as the service does, English for anything else', () => {
    expect(catalogLanguage('de-DE')).toBe('de');
    expect(catalogLanguage('ja')).toBe('ja');
    expect(catalogLanguage('pt-BR')).toBe('en');
    expect(catalogLanguage(undefined)).toBe('en');
  });

  it('names every genre in all six languages, each language its own words', () => {
    const ids = [...MOVIE_GENRES, ...TV_GENRES].map((g) => g.id);
    for (const language of CATALOG_LANGUAGES) {
      expect(Object.keys(GENRE_NAMES[language]).map(Number).sort()).toEqual(
        [...new Set(ids)].sort(),
      );
    }
    // Words the live service leaves in English are written in the language here.
    expect(GENRE_NAMES.de[10765]).toBe('Science-Fiction & Fantasy');
    expect(GENRE_NAMES.ja[10765]).toBe('SF＆ファンタジー');
  });

  it('answers the genre lists in German and Japanese, with the same ids as English', async () => {
    const english = await get('/genre/tv/list?language=en-US');
    const german = await get('/genre/tv/list?language=de-DE');
    const japanese = await get('/genre/movie/list?language=ja-JP');
    expect(german.genres.map((g) => g.id)).toEqual(english.genres.map((g) => g.id));
    expect(german.genres).toContainEqual({ id: 10759, name: 'Action & Abenteuer' });
    expect(german.genres).toContainEqual({ id: 35, name: 'Komödie' });
    expect(japanese.genres).toContainEqual({ id: 28, name: 'アクション' });
    expect(english.genres).toContainEqual({ id: 10765, name: 'Sci-Fi & Fantasy' });
  });

  it('writes a series’ genres, seasons and episodes in the language; its title stays', async () => {
    const details = await get(`/tv/${AOT}?language=de-DE`);
    expect(details.name).toBe('Attack on Titan');
    expect(details.genres).toContainEqual({ id: 16, name: 'Animation' });
    expect(details.seasons[0]!.name).toBe('Staffel 1');
    const season = await get(`/tv/${AOT}/season/1?language=ja-JP`);
    expect(season.name).toBe('シーズン1');
    expect(season.episodes[0]!.name).toBe('第1話');
    expect(season.episodes[0]!.overview).toBe('Attack on Titan シーズン1 第1話。');
    const french = await get(`/tv/${AOT}/season/2?language=fr-FR`);
    expect(french.episodes[2]!.name).toBe('Épisode 3');
    const korean = await get(`/tv/${AOT}/season/1?language=ko-KR`);
    expect(korean.name).toBe('시즌 1');
    const spanish = await get(`/tv/${AOT}/season/1?language=es-ES`);
    expect(spanish.episodes[0]!.name).toBe('Episodio 1');
    const plain = await get(`/tv/${AOT}/season/1`);
    expect(plain.episodes[0]!.name).toBe('Episode 1');
  });
});
