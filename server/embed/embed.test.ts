import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { testEnv } from '../test-env.ts';
import { demoTrailerPage } from './trailer-page.ts';
import { parseDemoRequest } from './demo-request.ts';

const app = await createApp(testEnv(), { serveStatic: false });
const get = (path: string) => app.request(path);

describe('parseDemoRequest', () => {
  const parse = (server: string, rest: string, query = '') =>
    parseDemoRequest(server, rest, new URLSearchParams(query));

  it.each([
    ['void', 'movie/603', '', { type: 'movie', id: '603', season: null, episode: null }],
    ['void', 'tv/1399/2/5', '', { type: 'tv', id: '1399', season: 2, episode: 5 }],
    ['eren', 'anime/37854/7', '', { type: 'anime', id: '37854', season: null, episode: 7 }],
    ['sukuna', 'tv/tt0944947/1/3', '', { type: 'tv', id: 'tt0944947', season: 1, episode: 3 }],
    ['embedapi', 'embed', 'id=603&type=movie', { type: 'movie', id: '603', episode: null }],
    ['embedapi', 'embed', 'id=1399&type=tv&s=2&e=5', { type: 'tv', season: 2, episode: 5 }],
    ['superembed', '', 'video_id=tt0133093', { type: 'movie', id: 'tt0133093' }],
    ['superembed', '', 'video_id=1399&tmdb=1&s=1&e=2', { type: 'tv', id: '1399', episode: 2 }],
    ['banki', 'movie/603', '', { type: 'movie', id: '603' }],
  ])('%s /%s?%s', (server, rest, query, expected) => {
    expect(parse(server, rest, query)).toMatchObject(expected);
  });

  it('reads the start time, capped at the duration', () => {
    expect(parse('void', 'movie/603', 't=42')?.start).toBe(42);
    expect(parse('void', 'movie/603', 't=9999')?.start).toBe(300);
    expect(parse('void', 'movie/603', 't=abc')?.start).toBe(0);
  });

  it.each([
    ['nope', 'movie/1', ''],
    ['void', 'movie/abc', ''],
    ['void', 'movie/1/2/3/4', ''],
    ['void', 'tv/1/x/y', ''],
    ['embedapi', 'embed', 'type=movie'],
    ['banki', 'tv/1/1/1', ''],
  ])('refuses %s /%s?%s', (server, rest, query) => {
    expect(parse(server, rest, query)).toBeNull();
  });
});

describe('/embed/demo', () => {
  it('reads the subtitles Settings pass (off unless sub=1; bad values fall back)', () => {
    const parse = (rest: string, query = '') =>
      parseDemoRequest('void', rest, new URLSearchParams(query));
    expect(parse('movie/603')?.subtitles).toBeNull();
    expect(parse('movie/603', 'sub=1&subSize=large&subColor=FFD700')?.subtitles).toEqual({
      size: 'large',
      color: '#ffd700',
    });
    expect(parse('movie/603', 'sub=1&subSize=huge&subColor=red')?.subtitles).toEqual({
      size: 'medium',
      color: '#ffffff',
    });
  });

  it('shows a subtitle line in the asked size and colour, and none without', async () => {
    const on = await (
      await get('/embed/demo/void/movie/603?sub=1&subSize=small&subColor=00ff00')
    ).text();
    expect(on).toContain('<p class="subtitles small">');
    expect(on).toContain('data-subtitle-color="#00ff00"');
    expect(on).not.toMatch(/\sstyle="/);
    const off = await (await get('/embed/demo/void/movie/603')).text();
    expect(off).not.toContain('class="subtitles');
  });

  it('serves the player page naming the video, with its script and style as same-origin files', async () => {
    const res = await get('/embed/demo/void/tv/1399/2/5?t=30');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const body = await res.text();
    expect(body).toContain('TV 1399 · S2E5');
    expect(body).toContain('<script src="/embed/demo/demo.js" defer></script>');
    expect(body).toContain('href="/embed/demo/demo.css"');
    expect(body).toContain('data-start="30"');
    expect(body).toContain('data-duration="300"');
    expect(body).toContain('aria-label="Seek"');
    expect(body).not.toMatch(/<script>|<style>|\sstyle="|\son\w+="/);
    expect(body).not.toMatch(/https?:\/\//);
  });

  it('can be framed by the app only', async () => {
    const res = await get('/embed/demo/embedapi/embed?id=603&type=movie');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves every server’s query form, including superembed’s bare "/?"', async () => {
    expect((await get('/embed/demo/superembed/?video_id=tt0133093')).status).toBe(200);
    expect((await get('/embed/demo/superembed?video_id=1399&tmdb=1&s=1&e=1')).status).toBe(200);
  });

  it('serves the script and style with their types', async () => {
    const js = await get('/embed/demo/demo.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    const script = await js.text();
    for (const event of [
      'PLAYER_EVENT',
      'MEDIA_DATA',
      "'play'",
      "'pause'",
      "'timeupdate'",
      "'seeked'",
      "'ended'",
    ]) {
      expect(script).toContain(event);
    }
    const css = await get('/embed/demo/demo.css');
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
  });

  it('makes a catalogue trailer of the title’s own art, marked as a demo, with its own files', async () => {
    const body = await (
      await get('/embed/demo/trailer/rb-movie-42?autoplay=1&mute=1&lang=de')
    ).text();
    expect(body).toContain(
      '<img class="still" src="/api/catalog/images/w780/movie-42-backdrop.jpg"',
    );
    expect(body).toContain('data-art="/api/catalog/images/w780/movie-42-backdrop.jpg"');
    expect(body).toContain('<span class="badge" aria-hidden="true">Demotrailer</span>');
    expect(body).toContain('aria-label="Demotrailer aus den Bildern des Titels"');
    expect(body).toContain('<script src="/embed/demo/trailer.js" defer></script>');
    expect(body).not.toContain('demo.js');
    expect(body).toContain('<script src="/embed/demo/controls.js" defer></script>');
    for (const file of [
      'trailer.js',
      'trailer-worker.js',
      'trailer.css',
      'controls.js',
      'controls.css',
    ]) {
      const res = await get(`/embed/demo/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toMatch(
        file.endsWith('.css') ? /text\/css/ : /javascript/,
      );
    }
  });

  it('refuses a trailer key that is not a video-site key', async () => {
    expect((await get('/embed/demo/trailer/abc%22%3E')).status).toBe(404);
  });

  it('names a catalogue trailer by its title, never by its internal key', async () => {
    const body = await (await get('/embed/demo/trailer/rb-tv-8001-teaser?controls=1')).text();
    expect(body).not.toMatch(/>[^<]*rb-tv-8001/);
    expect(body).toContain('<span class="title">Teaser</span>');
    expect(body).toContain('data-type="tv" data-id="8001"');
    expect(body).toContain('data-background="0"');
  });

  it('escapes text placed in the page', () => {
    const body = demoTrailerPage({
      key: '<b>"x"',
      autoplay: false,
      muted: true,
      controls: false,
      loop: false,
    });
    expect(body).not.toContain('<b>');
    expect(body).toContain('&#60;b&#62;&#34;x&#34;');
  });

  it('answers 404 for an address that names no video', async () => {
    expect((await get('/embed/demo/void/movie/not-an-id')).status).toBe(404);
    expect((await get('/embed/demo/banki/tv/1/1/1')).status).toBe(404);
    expect((await get('/embed/demo/unknown/movie/1')).status).toBe(404);
  });

  it('serves the trailer page with the video-site parameters', async () => {
    const res = await get(
      '/embed/demo/trailer/dQw4w9WgXcQ?autoplay=1&mute=1&controls=0&showinfo=0&rel=0&modestbranding=1&loop=1&playlist=dQw4w9WgXcQ&enablejsapi=1&iv_load_policy=3',
    );
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('data-key="dQw4w9WgXcQ"');
    // The key is an id, never text on the page; without controls it is a background.
    expect(body).not.toMatch(/>[^<]*dQw4w9WgXcQ/);
    expect(body).toContain('class="stage trailer background"');
    expect(body).toContain('data-autoplay="1"');
    expect(body).toContain('data-loop="1"');
    expect(body).toContain('Muted');
    expect(body).not.toContain('aria-label="Seek"');
    const unmuted = await (await get('/embed/demo/trailer/abc?mute=0')).text();
    expect(unmuted).toContain('Sound on');
    expect(unmuted).toContain('aria-label="Seek"');
  });
});

describe('frame-src', () => {
  it('lists only the app itself and the configured player origins', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'players-')), 'players.json');
    writeFileSync(file, JSON.stringify({ void: 'https://void.example/path' }));
    const configured = await createApp(testEnv({ PLAYERS_FILE: file }), { serveStatic: false });
    const csp = (await configured.request('/embed/demo/void/movie/1')).headers.get(
      'content-security-policy',
    );
    const frameSrc = csp?.split('; ').find((d) => d.startsWith('frame-src'));
    expect(frameSrc).toBe("frame-src 'self' https://void.example");
    const config = await (await configured.request('/config.json')).json();
    expect(config.players.find((p: { id: string }) => p.id === 'void').origin).toBe(
      'https://void.example',
    );
  });
});
