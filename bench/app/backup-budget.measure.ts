import { it } from 'vitest';
import { matchRows } from '@/features/backup/external/match-client';
import { externalToBackup } from '@/features/backup/external/to-backup';
import { applyImport } from '@/features/backup/model/apply';
import { planImport } from '@/features/backup/model/plan';
import { readImportBytes } from '@/features/backup/model/read-input';
import { budgetBackupFile } from '@/test/backup-fixtures';

/** Server modules are loaded by path so the app's type project does not take them in. */
const serverModule = (path: string) => import(/* @vite-ignore */ `${process.cwd()}/server/${path}`);

interface ServerParts {
  buildCatalog: () => {
    titles: Map<string, { type: string; title: string; releaseDate: string }>;
  };
  offlineMatcher: (catalog: unknown) => unknown;
  matchRoutes: (matcher: unknown) => {
    request: (path: string, init?: RequestInit) => Promise<Response>;
  };
}

const ms = (t: number) => `${(performance.now() - t).toFixed(0)} ms`;

it('preview and apply of 10 000 library entries and 100 playlists of 500 songs', () => {
  const file = budgetBackupFile();
  const bytes = new TextEncoder().encode(JSON.stringify(file));
  let t = performance.now();
  const source = readImportBytes(bytes, 'big.json');
  if (source.kind !== 'backup') throw new Error(JSON.stringify(source));
  const plan = planImport(source.data);
  console.log(`preview (${(bytes.length / 1e6).toFixed(1)} MB): ${ms(t)}`);
  t = performance.now();
  const result = applyImport(plan, 'replace');
  console.log(`apply: ${ms(t)}`, result);
  t = performance.now();
  const again = planImport(source.data);
  console.log(`preview against the applied state (all unchanged): ${ms(t)}`);
  t = performance.now();
  console.log('merge into own state', applyImport(again, 'merge'), ms(t));
});

it('5 000 Letterboxd rows matched against the offline catalogue', async () => {
  const { buildCatalog } = (await serverModule('catalog/offline/catalog.ts')) as ServerParts;
  const { offlineMatcher } = (await serverModule('match/offline-matcher.ts')) as ServerParts;
  const { matchRoutes } = (await serverModule('match/routes.ts')) as ServerParts;
  const catalog = buildCatalog();
  const titles = [...catalog.titles.values()].filter((x) => x.type === 'movie');
  const lines = Array.from({ length: 5_000 }, (_, i) => {
    const title =
      i % 10 === 9
        ? { title: `Unknown Film ${i}`, releaseDate: '1990' }
        : titles[i % titles.length]!;
    return `2024-01-01,"${title.title.replace(/"/g, '""')}",${title.releaseDate.slice(0, 4)},https://boxd.it/${i}`;
  });
  const csv = `Date,Name,Year,Letterboxd URI\n${lines.join('\n')}\n`;
  const app = matchRoutes(offlineMatcher(catalog));
  const fetcher = ((_url: string, init?: RequestInit) => app.request('/', init)) as typeof fetch;
  const t = performance.now();
  const source = readImportBytes(new TextEncoder().encode(csv), 'watched.csv');
  if (source.kind !== 'external') throw new Error('rows expected');
  const results = await matchRows(source.rows, { fetcher });
  const { data, unmatched } = externalToBackup(source.rows, results);
  const plan = planImport(data);
  const applied = applyImport(plan, 'merge');
  console.log(`5 000 rows end to end: ${ms(t)}; unmatched ${unmatched.length}`, applied);
});
