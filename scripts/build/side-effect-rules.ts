/**
 * Modules the build may leave out when a page uses none of their exports (rolldown's
 * `treeshake.moduleSideEffects`, first matching rule wins). A feature's index.ts (or a part's,
 * `music-library/playlists/index.ts`, and a shared layer's that features read,
 * `SHARED_LAYER_INDEX`) only re-exports and a component module only defines components; with
 * strict execution order (which inlined shared chunks need) every re-export was otherwise
 * initialised, so pages loaded code they never ran. Music starts through an explicit
 * `initMusic()` call, so no index is an exception. `side-effect-rules.test.ts` checks that no
 * module under a "false" rule runs anything at the top level.
 */
/** The shared layers features read through an index: each once a feature or a part of one. */
export const SHARED_LAYERS = [
  'lib/settings',
  'lib/startup',
  'lib/i18n',
  'lib/pages',
  'lib/storage',
  'lib/storage/records',
  'lib/storage/play-log',
  'lib/catalog',
  'lib/content-restrictions',
  'lib/playlist-file',
  'lib/storage/video-lists',
  'lib/storage/music-collection',
  'components/offline',
  'components/virtual-grid',
  'components/equaliser',
];
const SHARED_LAYER_INDEX = new RegExp(
  `[\\\\/]src[\\\\/](?:${SHARED_LAYERS.map((dir) => dir.replace(/\//g, '[\\\\/]')).join('|')})[\\\\/]index\\.ts$`,
);

export const moduleSideEffectRules = [
  { test: /[\\/]src[\\/]features[\\/](?:[^\\/]+[\\/])+index\.ts$/, sideEffects: false },
  { test: /[\\/]src[\\/]features[\\/](?:[^\\/]+[\\/])+[^\\/]+\.page\.ts$/, sideEffects: false },
  { test: SHARED_LAYER_INDEX, sideEffects: false },
  { test: /[\\/]src[\\/].*[\\/]components[\\/][^\\/]+\.tsx$/, sideEffects: false },
];

/** Whether the build treats `id` as free of side effects (undefined: no rule, the default). */
export function declaredSideEffectFree(id: string): boolean {
  const rule = moduleSideEffectRules.find(({ test }) => test.test(id));
  return rule ? !rule.sideEffects : false;
}
