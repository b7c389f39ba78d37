import type { Plugin } from 'vite';

/** React Router's production build: its shared chunk holds every mode's components. */
const ROUTER_CHUNK = /react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;

/**
 * Lets the build drop the parts of React Router that Reelbeat never uses (NavLink, Form, the
 * data and framework modes' contexts). The library creates them at module level with
 * `React.forwardRef(…)` / `React.createContext(…)` without a purity mark and then sets their
 * `displayName`, so the tree-shaker had to keep them all, in the first paint.
 * Both are plain value constructions; marking them pure and dropping the debug names (React
 * reads them only for dev warnings) changes nothing at run time.
 */
export function pureReactRouter(): Plugin {
  return {
    name: 'reelbeat-pure-react-router',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTER_CHUNK.test(id)) return null;
      return { code: markPure(code), map: null };
    },
  };
}

/** The transform itself, for the test. */
export function markPure(code: string): string {
  return code
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
    .replace(
      /= (React\d*\.(?:forwardRef|createContext|memo)\()/g,
      (_, call: string) => `= /* @__PURE__ */ ${call}`,
    );
}
