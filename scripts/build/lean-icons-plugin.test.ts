import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { LEAN_FACTORY, leanIcons } from './lean-icons-plugin';

const LUCIDE = join(process.cwd(), 'node_modules/lucide-react/dist/esm');

function resolve(source: string, importer?: string): unknown {
  const hook = leanIcons().resolveId as Extract<Plugin['resolveId'], (...args: never) => unknown>;
  return hook.call({} as never, source, importer, { isEntry: false } as never);
}

describe('leanIcons', () => {
  it("gives lucide's icon modules and index Reelbeat's factory", () => {
    expect(resolve('../createLucideIcon.mjs', join(LUCIDE, 'icons/play.mjs'))).toBe(LEAN_FACTORY);
    expect(resolve('./createLucideIcon.mjs', join(LUCIDE, 'lucide-react.mjs'))).toBe(LEAN_FACTORY);
  });

  it('leaves every other import alone', () => {
    expect(resolve('./Icon.mjs', join(LUCIDE, 'createLucideIcon.mjs'))).toBeNull();
    expect(resolve('lucide-react', join(process.cwd(), 'src/app/layout/nav-items.ts'))).toBeNull();
    expect(resolve('./createLucideIcon.mjs', join(process.cwd(), 'src/x.ts'))).toBeNull();
    expect(resolve('./createLucideIcon.mjs')).toBeNull();
  });

  it('still finds what it replaces in the installed lucide-react', () => {
    // A release that moved or renamed its factory would otherwise silently undo this.
    const icon = readFileSync(join(LUCIDE, 'icons/play.mjs'), 'utf8');
    expect(icon).toContain("import createLucideIcon from '../createLucideIcon.mjs';");
    expect(icon).toMatch(/export \{ __iconData, \w+ as default \}/);
    const index = readFileSync(join(LUCIDE, 'lucide-react.mjs'), 'utf8');
    expect(index).toContain("from './createLucideIcon.mjs';");
  });
});
