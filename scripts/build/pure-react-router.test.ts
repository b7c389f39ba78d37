import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markPure } from './pure-react-router';

describe('markPure', () => {
  it('marks module-level factory calls pure and drops debug names', () => {
    const code = [
      'var Link = React10.forwardRef(function Link() {});',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'var Memo = React3.memo(Routes);',
      'var kept = other.forwardRef(x);',
    ].join('\n');
    expect(markPure(code).split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(function Link() {});',
      '',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Memo = /* @__PURE__ */ React3.memo(Routes);',
      'var kept = other.forwardRef(x);',
    ]);
  });

  it('still finds what it marks in the installed React Router', () => {
    // A new React Router release that renames its bindings would otherwise silently undo this.
    const dir = join(process.cwd(), 'node_modules/react-router/dist/production');
    const chunk = readdirSync(dir).find((name) => /^chunk-.+\.mjs$/.test(name));
    const source = readFileSync(join(dir, chunk!), 'utf8');
    const marked = markPure(source);
    expect(marked.match(/@__PURE__ \*\/ React\d*\.forwardRef\(/g)?.length).toBeGreaterThan(2);
    expect(marked).not.toMatch(/^NavLink\.displayName = /m);
  });
});
