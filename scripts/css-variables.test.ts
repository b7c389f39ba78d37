import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appVariables, undefinedVariables } from './css-variables';

describe('undefinedVariables', () => {
  const styles = [
    { path: 'tokens.css', text: ':root { --accent: #e50914; --radius: 8px; }' },
    {
      path: 'panel.module.css',
      text: '.a { color: var(--accent); background: var(--color-accent, #6d5dfc); }\n.b { width: var(--column); border-radius: var( --radius); }',
    },
    { path: 'other.css', text: '.c { color: var(--color-accent); }' },
  ];
  const code = [{ path: 'grid.tsx', text: "const vars = { '--column': `${w}px` };" }];

  it('names each variable read and defined nowhere, with the files that read it', () => {
    expect(Object.fromEntries(undefinedVariables(styles, code))).toEqual({
      '--color-accent': ['panel.module.css', 'other.css'],
    });
  });

  it('counts a name set from code as defined', () => {
    expect(undefinedVariables(styles, []).has('--column')).toBe(true);
    expect(undefinedVariables(styles, code).has('--column')).toBe(false);
  });
});

describe("Reelbeat's stylesheets", () => {
  it('read only the custom properties the app defines', () => {
    expect(Object.fromEntries(appVariables(join(import.meta.dirname, '..')))).toEqual({});
  });
});
