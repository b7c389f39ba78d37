import { beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '../app.ts';
import { readServerEnv } from '../env.ts';
import { createGeneratedLibrary } from './generated-library.ts';
import { MOODS } from './library-types.ts';

interface SongJson {
  id: string;
  name: string;
  explicitContent: boolean;
}

let app: Hono;
const data = async <T>(path: string) =>
  ((await (await app.request(path)).json()) as { data: T }).data;

beforeAll(async () => {
  app = await createApp(readServerEnv({}), { serveStatic: false });
});

describe('explicit songs in the generated library', () => {
  it('marks two songs of every mood, the same ones on every start', () => {
    const library = createGeneratedLibrary();
    for (const mood of MOODS) {
      const marked = library.tracks.filter((t) => t.tags[0] === mood && t.explicit);
      expect(marked).toHaveLength(2);
    }
    const again = createGeneratedLibrary();
    expect(again.tracks.filter((t) => t.explicit).map((t) => t.id)).toEqual(
      library.tracks.filter((t) => t.explicit).map((t) => t.id),
    );
  });

  it('says so as the service does: explicitContent in search and song answers', async () => {
    const library = createGeneratedLibrary();
    const explicit = new Set(library.tracks.filter((t) => t.explicit).map((t) => t.id));
    const found = await data<{ results: SongJson[] }>(
      `/api/music/search/songs?query=${encodeURIComponent(MOODS[0])}&limit=30`,
    );
    expect(found.results.some((s) => s.explicitContent)).toBe(true);
    for (const song of found.results) expect(song.explicitContent).toBe(explicit.has(song.id));
    const [id] = explicit;
    const [song] = await data<SongJson[]>(`/api/music/songs/${id}`);
    expect(song).toMatchObject({ id, explicitContent: true });
  });
});
