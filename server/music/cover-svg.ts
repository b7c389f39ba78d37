import { mulberry32 } from '../../shared/stable-random.ts';
import { MOODS, type Mood } from './library-types.ts';

const PALETTES: Record<Mood, [string, string]> = {
  'Pop Hits': ['#ff4f9a', '#7b5cff'],
  'Rock Classics': ['#b3261e', '#2b2b2b'],
  'Chill Vibes': ['#2fb6a8', '#1d3557'],
  Electronic: ['#00e5ff', '#5b13b5'],
  'Morning Energy': ['#ffb703', '#fb5607'],
  'Evening Mood': ['#3a0ca3', '#0b132b'],
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** A square cover: the mood's gradient, a few seeded shapes, the title and a subtitle. */
export function coverSvg(title: string, subtitle: string, seed: number, mood: Mood, size: number) {
  const rand = mulberry32(seed * 31 + MOODS.indexOf(mood));
  const [from, to] = PALETTES[mood];
  const circles = Array.from({ length: 4 }, () => {
    const r = 40 + rand() * 160;
    return `<circle cx="${(rand() * 500).toFixed(0)}" cy="${(rand() * 500).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${(0.05 + rand() * 0.15).toFixed(2)}"/>`;
  }).join('');
  const showText = size >= 150;
  const text = showText
    ? `<text x="32" y="420" font-family="system-ui,sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(clip(title, 22))}</text>` +
      `<text x="32" y="462" font-family="system-ui,sans-serif" font-size="24" fill="#fff" fill-opacity="0.8">${escapeXml(clip(subtitle, 30))}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 500 500">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="500" height="500" fill="url(#g)"/>${circles}${text}</svg>`
  );
}
