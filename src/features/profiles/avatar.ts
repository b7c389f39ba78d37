import { fnv1a } from '@shared/stable-random';

/**
 * A profile's generated picture: its initials on a colour pair chosen from the profile's id, so
 * the same profile looks the same on every device, with nothing fetched.
 *
 * Every pair's text colour has a contrast ratio of at least 4.5:1 on its background (WCAG AA for
 * normal text; `avatar.test.ts` computes it), so initials stay readable at any size.
 */
export const AVATAR_PAIRS: readonly (readonly [background: string, text: string])[] = [
  ['#1d4ed8', '#ffffff'],
  ['#b91c1c', '#ffffff'],
  ['#047857', '#ffffff'],
  ['#7c3aed', '#ffffff'],
  ['#c2410c', '#ffffff'],
  ['#0f766e', '#ffffff'],
  ['#be185d', '#ffffff'],
  ['#fde68a', '#1f2937'],
  ['#a7f3d0', '#1f2937'],
  ['#bfdbfe', '#1e3a8a'],
  ['#fbcfe8', '#831843'],
  ['#e5e7eb', '#111827'],
];

export const avatarColours = (id: string) => AVATAR_PAIRS[fnv1a(id) % AVATAR_PAIRS.length]!;

/**
 * Up to two initials: the first letters of the first two words, else the first two letters of a
 * single word (whole characters, so an emoji or a kanji is never cut in half). Empty: "?".
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = (word: string) => [...word];
  if (words.length === 0) return '?';
  if (words.length === 1) return letters(words[0]!).slice(0, 2).join('').toLocaleUpperCase();
  return (letters(words[0]!)[0]! + letters(words[1]!)[0]!).toLocaleUpperCase();
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The avatar as an SVG document (for an `<img>` or a backup's preview); the app draws it inline. */
export function avatarSvg(id: string, name: string): string {
  const [background, text] = avatarColours(id);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="12" fill="${background}"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" ` +
    `font-size="26" font-weight="700" fill="${text}">${escape(initialsOf(name))}</text></svg>`
  );
}

/** Relative luminance (WCAG 2) of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
