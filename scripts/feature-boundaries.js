import { readdirSync } from 'node:fs';
import { URL } from 'node:url';

/**
 * Features do not import each other: what two of them share lives in a shared layer (`src/lib`,
 * `src/components`, `src/config`), and `src/app` composes them. The few one-way dependencies
 * that remain are listed here, each with what it is for; a feature imports another only when
 * listed, only through the other's `index.ts`, and never both ways (`feature-boundaries.test.ts`;
 * docs/architecture.md, "Feature dependencies"). eslint.config.js turns this table into
 * `import-x/no-restricted-paths` zones for the features' production code.
 */
export const FEATURE_DEPENDENCIES = {
  backup: {
    'music-player': "the player's stored music settings, which a whole-data backup carries",
  },
  browse: { title: "PreviewCard, a title's card with its hover trailer" },
  connections: {
    backup: "Trakt's rows, the catalogue matcher's client and the imports' list rules, for a pull",
  },
  desktop: { 'music-player': 'the current song, which presence shows' },
  home: {
    title: "PreviewCard, a title's card with its hover trailer",
    library: 'LibraryToggle and the Continue Watching episode label',
  },
  library: { backup: 'the "Your data" section on My Library' },
  profiles: { backup: "the backup file a profile's data is saved to before it is deleted" },
  'music-library': {
    'music-player': 'playing and queueing songs',
    backup: 'the "Your data" section on Your Library',
  },
  search: { title: "PreviewCard, a title's card with its hover trailer" },
  settings: {
    backup: 'the "Your data" section in Privacy',
    shortcuts: 'the keyboard shortcuts entry',
    profiles: 'the Profiles tab',
    sync: 'the Sync tab',
    connections: 'the Connections tab',
  },
  shortcuts: { 'music-player': 'the music keys, which drive the player' },
  title: { library: 'MediaCard and LibraryToggle' },
  together: { 'music-player': "a music room plays the room's songs in step, through the player" },
  watch: {
    settings: "the stream limit and its notice, the server words Settings' Player tab shares",
    shortcuts: "the page's keys, through the shortcuts' key handling",
    together: 'Watch together, and the room beside the video (its code loads with a room)',
  },
};

/** The feature folders under `featuresDir` (the repository's own by default). */
export function featureNames(featuresDir = new URL('../src/features/', import.meta.url)) {
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * One `import-x/no-restricted-paths` zone per feature: nothing from another feature, except its
 * own folder and the index of each feature it may import.
 */
export function featureZones(features = featureNames()) {
  return features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [
      `./${name}`,
      ...Object.keys(FEATURE_DEPENDENCIES[name] ?? {}).map((other) => `./${other}/index.ts`),
    ],
    message:
      'Features do not import each other: move what they share to src/lib or src/components, or list a one-way dependency (through the index) in scripts/feature-boundaries.js.',
  }));
}
