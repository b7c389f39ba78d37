import { createRunnableDevEnvironment, resolveConfig, type AliasOptions } from 'vite';
import type { PageRecord } from '../../src/lib/pages/index.ts';
import type { AheadModule, ServiceBases } from '../../src/lib/startup/index.ts';

/** What the build reads of a page's record, with the module that declares it. */
export interface RecordFacts {
  /** The record's module id (its `*.page.ts`). */
  file: string;
  name: string;
  patterns: string[];
  groups: string[];
  /** The calls its first screen makes at fixed addresses (its ahead module's `fixedCalls`). */
  calls: string[];
}

const isRecord = (value: unknown): value is PageRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PageRecord).name === 'string' &&
  typeof (value as PageRecord).load === 'function' &&
  typeof (value as PageRecord).routes === 'object' &&
  Array.isArray((value as PageRecord).messages);

/** The facts of one record; a record without routes, or a route that is not a path, fails. */
async function factsOf(file: string, record: PageRecord, bases: ServiceBases) {
  const patterns = Object.values(record.routes);
  if (patterns.length === 0 || patterns.some((p) => typeof p !== 'string' || !p.startsWith('/'))) {
    throw new Error(`${file}: the page "${record.name}" needs routes, each a path pattern`);
  }
  const ahead: AheadModule | undefined = await record.firstScreen?.ahead?.();
  return {
    file,
    name: record.name,
    patterns,
    groups: [...record.messages],
    calls: ahead?.fixedCalls?.(bases) ?? [],
  };
}

/**
 * Reads the pages' records: the list module (src/app/pages.ts) run in Node through Vite's module
 * runner, as `vite.config.ts` itself is loaded, with the app's `@/` alias. Records are plain
 * data and a page's code is only imported lazily, so none of it runs: only each ahead module,
 * for its fixed calls. Each record is found in the module that exports it (its `*.page.ts`),
 * one record per module, so the build can look its lazy imports up in the module graph.
 */
export async function readPageRecords(options: {
  root: string;
  alias: AliasOptions;
  list: string;
  bases: ServiceBases;
}): Promise<RecordFacts[]> {
  const config = await resolveConfig(
    {
      configFile: false,
      envDir: false,
      root: options.root,
      logLevel: 'error',
      resolve: { alias: options.alias },
      environments: {
        pages: {
          consumer: 'server',
          dev: { moduleRunnerTransform: true },
          resolve: { external: true, mainFields: [], conditions: ['node'] },
        },
      },
    },
    'serve',
  );
  const environment = createRunnableDevEnvironment('pages', config, {
    runnerOptions: { hmr: { logger: false } },
    hot: false,
  });
  await environment.init();
  try {
    const { runner } = environment;
    const list = await runner.import<object>(options.list);
    const listed = Object.values(list).flat().filter(isRecord);
    const fileOf = new Map<PageRecord, string>();
    for (const module of runner.evaluatedModules.idToModuleMap.values()) {
      if (module.exports === list || !module.exports) continue;
      const records = Object.values(module.exports as object).filter(isRecord);
      if (records.length > 1) throw new Error(`${module.file}: one page record per module`);
      for (const record of records) fileOf.set(record, module.file);
    }
    const facts: RecordFacts[] = [];
    for (const record of listed) {
      const file = fileOf.get(record);
      if (!file) throw new Error(`the page "${record.name}" has no module of its own`);
      facts.push(await factsOf(file, record, options.bases));
    }
    return facts;
  } finally {
    await environment.close();
  }
}
