import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCatalogLive, readServerEnv } from './env.ts';

const tempFile = (content: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'reelbeat-env-')), 'players.json');
  writeFileSync(file, content);
  return file;
};

describe('readServerEnv', () => {
  it('defaults to 127.0.0.1:8080, dist and offline mode', () => {
    const env = readServerEnv({});
    expect(env.host).toBe('127.0.0.1');
    expect(env.port).toBe(8080);
    expect(env.staticDir).toBe('dist');
    expect(env.tmdb.apiUrl).toBe('https://api.themoviedb.org/3');
    expect(isCatalogLive(env)).toBe(false);
  });

  it('is live with either credential, and strips trailing slashes from upstream URLs', () => {
    expect(isCatalogLive(readServerEnv({ TMDB_API_KEY: 'k' }))).toBe(true);
    expect(isCatalogLive(readServerEnv({ TMDB_READ_TOKEN: 't' }))).toBe(true);
    expect(isCatalogLive(readServerEnv({ TMDB_API_KEY: '   ' }))).toBe(false);
    expect(readServerEnv({ TMDB_API_URL: 'http://127.0.0.1:9/3/' }).tmdb.apiUrl).toBe(
      'http://127.0.0.1:9/3',
    );
  });

  it('rejects an invalid PORT with a clear message', () => {
    expect(() => readServerEnv({ PORT: 'eighty' })).toThrow(
      'PORT must be a number between 0 and 65535, got "eighty"',
    );
  });

  it('reads player origins from PLAYERS_FILE, flat or under "servers"', () => {
    const flat = tempFile(
      JSON.stringify({ void: 'https://void.example/path', banki: 'https://b.example' }),
    );
    expect(readServerEnv({ PLAYERS_FILE: flat }).playerOrigins).toEqual({
      void: 'https://void.example',
      banki: 'https://b.example',
    });
    const nested = tempFile(JSON.stringify({ servers: { eren: 'https://eren.example' } }));
    expect(readServerEnv({ PLAYERS_FILE: nested }).playerOrigins).toEqual({
      eren: 'https://eren.example',
    });
  });

  it('explains a bad PLAYERS_FILE', () => {
    expect(() => readServerEnv({ PLAYERS_FILE: tempFile('{nope') })).toThrow(
      /could not be read as JSON/,
    );
    expect(() =>
      readServerEnv({ PLAYERS_FILE: tempFile('{"other":"https://x.example"}') }),
    ).toThrow('names an unknown server "other"');
    expect(() => readServerEnv({ PLAYERS_FILE: tempFile('{"void":"not a url"}') })).toThrow(
      /must map server ids to origin URLs/,
    );
  });
});
