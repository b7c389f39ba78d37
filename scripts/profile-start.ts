// A CPU profile of the first seconds of a Reelbeat page in Debian's Chromium (4× CPU slowdown,
// as Lighthouse's mobile run), summed by the original source module through the build's source
// maps. Build with source maps first (`npx vite build --sourcemap --outDir <dir>`, not
// committed) and serve that folder (STATIC_DIR=<dir> npx tsx server/main.ts).
// Usage: npx tsx scripts/profile-start.ts <url> [ms=2000] [runs=3]
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [url, ms = '2000', runs = '3'] = process.argv.slice(2);
if (!url) {
  console.error('usage: npx tsx scripts/profile-start.ts <url> [ms] [runs]');
  process.exit(2);
}
const staticDir = process.env.STATIC_DIR;
const maps = new Map<string, SourceMapConsumer | null>();
function mapFor(scriptUrl: string) {
  if (!maps.has(scriptUrl)) {
    let map: SourceMapConsumer | null = null;
    const path = new URL(scriptUrl).pathname;
    try {
      if (staticDir)
        map = new SourceMapConsumer(JSON.parse(readFileSync(`${staticDir}${path}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(scriptUrl, map);
  }
  return maps.get(scriptUrl);
}

/** A sample's place: the original module (node_modules package or src file), else the file. */
function placeOf({
  url: scriptUrl,
  lineNumber,
  columnNumber,
  functionName,
}: ProfileNode['callFrame']) {
  if (!scriptUrl) return functionName ? `(${functionName})` : '(program)';
  const file = new URL(scriptUrl).pathname
    .replace(/^\/assets\//, '')
    .replace(/-[\w-]{8}\.js$/, '.js');
  const map = mapFor(scriptUrl);
  if (!map) return file;
  const pos = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (!pos.source) return file;
  const source = pos.source
    .replace(/^.*node_modules\//, 'node_modules/')
    .replace(/^.*\/src\//, 'src/');
  const pkg = source.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)/);
  const place = `${file} ← ${pkg ? pkg[1] : source}`;
  // PROFILE_DETAIL=<text>: places containing it are split by original line.
  const detail = process.env.PROFILE_DETAIL;
  return detail && place.includes(detail) ? `${place}:${pos.line} ${functionName}` : place;
}

const totals = new Map<string, number>();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
for (let run = 0; run < Number(runs); run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForTimeout(Number(ms));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const place = placeOf(node.callFrame);
    totals.set(place, (totals.get(place) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  await context.close();
}
await browser.close();

const rows = [...totals].map(([place, total]) => [place, total / Number(runs)] as const);
rows.sort((a, b) => b[1] - a[1]);
const busy = rows.filter(([p]) => p !== '((idle))').reduce((t, [, v]) => t + v, 0);
console.log(`self time per place, mean of ${runs} runs of ${ms} ms at 4× CPU slowdown`);
console.log(`busy (not idle): ${busy.toFixed(0)} ms`);
for (const [place, value] of rows.slice(0, 30))
  console.log(`${value.toFixed(1).padStart(8)} ms  ${place}`);
