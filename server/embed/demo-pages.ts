import type { DemoFault } from '../players/players-file.ts';
import { DEMO_DURATION_SECONDS, describeVideo, type DemoVideo } from './demo-request.ts';
import { demoTexts, fill, type DemoLanguage, type DemoTexts } from './demo-texts.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const attrs = (data: Record<string, string | number | null>) =>
  Object.entries(data)
    .filter((entry): entry is [string, string | number] => entry[1] !== null)
    .map(([key, value]) => `data-${key}="${escapeHtml(String(value))}"`)
    .join(' ');

/**
 * The shared frame of the demo pages. No inline script or style: the CSP allows only
 * same-origin files, so behaviour comes from /embed/demo/{assets}.js (the player's `demo`, the
 * trailer's `trailer`), configured by data attributes.
 */
export function shell(
  lang: DemoLanguage,
  title: string,
  data: Record<string, string | number | null>,
  body: string,
  assets: 'demo' | 'trailer' = 'demo',
) {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/embed/demo/controls.css">
<link rel="stylesheet" href="/embed/demo/${assets}.css">
<script src="/embed/demo/controls.js" defer></script>
<script src="/embed/demo/${assets}.js" defer></script>
</head>
<body ${attrs(data)}>
${body}
</body>
</html>`;
}

export const controls = (
  texts: DemoTexts,
  label: string,
  duration = DEMO_DURATION_SECONDS,
) => `<div class="controls" role="group" aria-label="${escapeHtml(label)}">
<button type="button" class="play" aria-label="${escapeHtml(texts.play)}">▶</button>
<input class="timeline" type="range" min="0" max="${duration}" step="1" value="0" aria-label="${escapeHtml(texts.seek)}">
<output class="time" aria-live="off">0:00 / ${Math.floor(duration / 60)}:${String(duration % 60).padStart(2, '0')}</output>
</div>`;

/** The words demo.js draws on the picture and puts on the play button, as data attributes. */
export const scriptTexts = (texts: DemoTexts) => ({
  'text-play': texts.play,
  'text-pause': texts.pause,
  'text-playing': texts.playing,
  'text-paused': texts.paused,
  'text-demo': texts.demo,
  'text-demo-trailer': texts.demoTrailer,
  'text-muted': texts.muted,
  'text-sound-on': texts.soundOn,
});

/**
 * The demo player: a test picture, play/pause and a seekable timeline that posts events.
 * A fault from PLAYERS_FILE changes it: "no-events" posts nothing, "ends-after=N" is N
 * seconds long and starts playing by itself.
 */
export function demoPlayerPage(
  video: DemoVideo,
  fault: DemoFault | null = null,
  lang: DemoLanguage = 'en',
): string {
  const texts = demoTexts(lang);
  const label = describeVideo(video, lang);
  const duration = fault?.kind === 'ends-after' ? fault.seconds : DEMO_DURATION_SECONDS;
  return shell(
    lang,
    fill(texts.playerTitle, { label }),
    {
      ...scriptTexts(texts),
      mode: 'player',
      server: video.server.id,
      'server-name': video.server.name,
      type: video.type,
      id: video.id,
      season: video.season,
      episode: video.episode,
      start: Math.min(video.start, duration),
      duration,
      label,
      events: fault?.kind === 'no-events' ? 0 : 1,
      autoplay: fault?.kind === 'ends-after' ? 1 : 0,
      'subtitle-color': video.subtitles?.color ?? null,
    },
    `<main class="stage">
<canvas class="picture" width="640" height="360" aria-label="${escapeHtml(fill(texts.testPicture, { label }))}" role="img"></canvas>
<p class="caption"><span class="title">${escapeHtml(label)}</span> · ${escapeHtml(fill(texts.caption, { server: video.server.name }))}</p>
${video.subtitles ? `<p class="subtitles ${video.subtitles.size}">${escapeHtml(fill(texts.subtitleLine, { label }))}</p>\n` : ''}${controls(texts, texts.playerControls, duration)}
</main>`,
  );
}

export function notFoundPage(lang: DemoLanguage = 'en'): string {
  const texts = demoTexts(lang);
  return shell(
    lang,
    texts.notFoundTitle,
    { mode: 'none' },
    `<main class="stage"><p class="caption">${escapeHtml(texts.notFound)}</p></main>`,
  );
}
