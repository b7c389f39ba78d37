/**
 * The Chromium that the e2e suite, the bench and the screenshot script drive (Debian's, unless
 * CHROMIUM_PATH says otherwise), and the flags all three launch it with: headless, and quiet
 * (no background traffic, updates or first-run work to skew a run).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
