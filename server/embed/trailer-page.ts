import { OFFLINE_IMAGE_BASE } from '../public-config.ts';
import { controls, escapeHtml, scriptTexts, shell } from './demo-pages.ts';
import { demoTexts, type DemoLanguage } from './demo-texts.ts';

export interface TrailerParams {
  key: string;
  autoplay: boolean;
  muted: boolean;
  controls: boolean;
  loop: boolean;
  lang?: DemoLanguage;
}

/** How long the demo trailer's clock runs (it loops when asked to). */
const TRAILER_SECONDS = 30;

/** The offline catalogue's video keys: `rb-{type}-{id}` and `rb-{type}-{id}-teaser`. */
const CATALOG_KEY = /^rb-(movie|tv)-(\d+)(-teaser)?$/;

/**
 * The title's backdrop (generated art without words): a still at the width the app's own
 * backdrops use on a phone, which trailer-worker.js also draws from, and the canvas it draws on
 * (480 × 270: the art is soft gradients, so the browser's upscaling loses nothing one sees).
 */
function artwork(type: string, id: string): string {
  const art = `${OFFLINE_IMAGE_BASE}/w780/${type}-${id}-backdrop.jpg`;
  return `<img class="still" src="${art}" alt="">
<canvas class="motion" width="480" height="270" data-art="${art}"></canvas>`;
}

/**
 * The offline stand-in for the video site's trailer embed: a quiet motion piece made of the
 * title's own generated art (two slow camera moves over its backdrop that cross-fade, a soft
 * glow, a passing band of light), with no words in the picture but a small "Demo trailer" mark,
 * so it never passes for the real trailer. A worker draws it (trailer-worker.js) at 12 frames
 * a second on a small canvas: nothing runs on the page's main thread while it plays, and the
 * compositor has one small layer to scale up a few times a second. The key is an internal id,
 * so it never shows: the caption says "Trailer" (or "Teaser"), named after the title when the
 * catalogue knows it. Without controls it is a background (hero, hover preview, the Trailer
 * overlay).
 */
export function demoTrailerPage(params: TrailerParams): string {
  const lang = params.lang ?? 'en';
  const texts = demoTexts(lang);
  const match = CATALOG_KEY.exec(params.key);
  const teaser = Boolean(match?.[3]);
  const label = teaser ? texts.teaser : texts.trailer;
  const background = !params.controls;
  return shell(
    lang,
    teaser ? texts.teaserTitle : texts.trailerTitle,
    {
      ...scriptTexts(texts),
      mode: 'trailer',
      key: params.key,
      label,
      type: match?.[1] ?? null,
      id: match?.[2] ?? null,
      background: background ? 1 : 0,
      autoplay: params.autoplay ? 1 : 0,
      muted: params.muted ? 1 : 0,
      loop: params.loop ? 1 : 0,
      duration: TRAILER_SECONDS,
      start: 0,
    },
    `<main class="stage trailer${background ? ' background' : ''}">
<div class="film" role="img" aria-label="${escapeHtml(texts.trailerPicture)}">
${match ? artwork(match[1]!, match[2]!) : ''}
<span class="badge" aria-hidden="true">${escapeHtml(texts.demoTrailer)}</span>
</div>
<p class="caption"><span class="title">${escapeHtml(label)}</span> · <span class="muted-state">${escapeHtml(params.muted ? texts.muted : texts.soundOn)}</span></p>
${params.controls ? controls(texts, texts.trailerControls, TRAILER_SECONDS) : ''}
</main>`,
    'trailer',
  );
}
