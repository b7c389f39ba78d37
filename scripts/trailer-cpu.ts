/**
 * How much CPU the offline demo trailer costs while it plays, in Debian's Chromium, against a
 * running server (offline catalogue). Usage:
 *   PORT=4216 npx tsx server/main.ts &
 *   BASE_URL=http://127.0.0.1:4216 npx tsx scripts/trailer-cpu.ts [seconds=10]
 * For each page it waits 3 s for the page to settle, then reads over `seconds`: the page's main
 * thread (CDP Performance: TaskDuration, ScriptDuration, LayoutDuration, RecalcStyleDuration)
 * and the CPU time of every Chromium process (CDP SystemInfo.getProcessInfo: the renderer's
 * compositor and raster threads, the GPU process, the browser), each as a share of one core.
 * An empty page is measured the same way, as the floor.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4216';
const seconds = Number(process.argv[2] ?? 10);

async function firstTv(): Promise<number> {
  const response = await fetch(`${base}/api/catalog/trending/tv/week`);
  return ((await response.json()) as { results: { id: number }[] }).results[0]!.id;
}

interface Reading {
  mainThreadMs: number;
  scriptMs: number;
  allProcessesMs: number;
}

async function measure(browser: Browser, url: string): Promise<Reading> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const cdp = await page.context().newCDPSession(page);
  const system = await browser.newBrowserCDPSession();
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const metrics = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
  };
  const cpu = async () => {
    const info = (await system.send('SystemInfo.getProcessInfo')) as {
      processInfo: { cpuTime: number }[];
    };
    return info.processInfo.reduce((sum, p) => sum + p.cpuTime, 0);
  };
  const [m0, c0] = [await metrics(), await cpu()];
  await page.waitForTimeout(seconds * 1000);
  const [m1, c1] = [await metrics(), await cpu()];
  await page.close();
  const delta = (name: string) => ((m1[name] ?? 0) - (m0[name] ?? 0)) * 1000;
  return {
    mainThreadMs: delta('TaskDuration'),
    scriptMs: delta('ScriptDuration'),
    allProcessesMs: (c1 - c0) * 1000,
  };
}

const tv = await firstTv();
const pages: [string, string][] = [
  ['empty page (floor)', `${base}/embed/demo/trailer.css`],
  [
    'demo trailer, background (hero, hover, overlay)',
    `${base}/embed/demo/trailer/rb-tv-${tv}?autoplay=1&mute=1&controls=0&loop=1`,
  ],
  [
    'demo trailer with controls',
    `${base}/embed/demo/trailer/rb-tv-${tv}?autoplay=1&mute=1&controls=1`,
  ],
];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
const core = (ms: number) => `${((ms / (seconds * 1000)) * 100).toFixed(1)} % of a core`;
for (const [name, url] of pages) {
  const r = await measure(browser, url);
  console.log(
    `${name}: main thread ${r.mainThreadMs.toFixed(0)} ms (script ${r.scriptMs.toFixed(0)} ms), ` +
      `all Chromium processes ${r.allProcessesMs.toFixed(0)} ms = ${core(r.allProcessesMs)}, over ${seconds} s`,
  );
}
await browser.close();
