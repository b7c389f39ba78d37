import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { testEnv } from '../test-env.ts';
import { DEMO_LANGUAGES, demoLanguage, demoTexts } from './demo-texts.ts';

const app = await createApp(testEnv(), { serveStatic: false });
const page = async (path: string) => (await app.request(path)).text();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('demo player texts', () => {
  it.each(DEMO_LANGUAGES)('%s has every text, with the English placeholders', (lang) => {
    const english = demoTexts('en');
    const texts = demoTexts(lang);
    expect(Object.keys(texts)).toEqual(Object.keys(english));
    for (const [name, text] of Object.entries(texts)) {
      expect(text.trim(), name).not.toBe('');
      expect(placeholders(text), name).toEqual(placeholders(english[name as keyof typeof texts]));
    }
  });

  it('reads the language from ?lang=, ignoring the region, and falls back to English', () => {
    expect(demoLanguage('de')).toBe('de');
    expect(demoLanguage('ja-JP')).toBe('ja');
    expect(demoLanguage('KO')).toBe('ko');
    expect(demoLanguage('pt')).toBe('en');
    expect(demoLanguage('')).toBe('en');
    expect(demoLanguage(undefined)).toBe('en');
  });

  it('serves the player in German when the watch page asks for it', async () => {
    const body = await page('/embed/demo/void/tv/1399/2/5?t=30&lang=de');
    expect(body).toContain('<html lang="de">');
    expect(body).toContain('<title>Reelbeat-Demoplayer - Serie 1399 · S2E5</title>');
    expect(body).toContain('aria-label="Testbild: Serie 1399 · S2E5"');
    expect(body).toContain('Demoplayer (Void), in Echtzeit');
    expect(body).toContain('aria-label="Abspielen"');
    // What demo.js draws on the picture and puts on the button.
    expect(body).toContain('data-text-paused="Pausiert"');
    expect(body).toContain('data-text-pause="Pause"');
    expect(body).toContain('data-start="30"');
    expect(body).not.toContain('real time');
  });

  it('serves Japanese, and English without or with an unknown lang', async () => {
    const japanese = await page('/embed/demo/embedapi/embed?id=603&type=movie&lang=ja');
    expect(japanese).toContain('<html lang="ja">');
    expect(japanese).toContain('映画 603');
    expect(japanese).toContain('data-text-playing="再生中"');
    for (const path of ['/embed/demo/void/movie/603', '/embed/demo/void/movie/603?lang=xx']) {
      const body = await page(path);
      expect(body).toContain('<html lang="en">');
      expect(body).toContain('Movie 603</span> · demo player (Void), real time');
      expect(body).toContain('data-text-paused="Paused"');
    }
  });

  it('translates the not-found page and the trailer', async () => {
    const missing = await app.request('/embed/demo/void/movie/abc?lang=fr');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Cette vidéo n’est pas disponible.');
    const trailer = await page('/embed/demo/trailer/rb-tv-8001-teaser?controls=1&mute=1&lang=ko');
    expect(trailer).toContain('<span class="title">티저</span>');
    expect(trailer).toContain('음소거');
  });
});
