import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reelbeatMessages } from './messages-plugin.ts';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

function generated(id: string): string {
  const plugin = reelbeatMessages(['en', 'de']);
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  const resolved = (plugin.resolveId as (id: string) => string | null)(id)!;
  const context = { addWatchFile: () => undefined };
  const load = plugin.load as unknown as (this: typeof context, id: string) => string;
  return load.call(context, resolved);
}

const imported = (code: string) =>
  [...code.matchAll(/from '([^']+)\?lingui'/g)].map((m) => m[1]!.slice(root.length + 1));

describe('virtual:reelbeat-messages', () => {
  it('offers a shell and a pages loader for each language', () => {
    const code = generated('virtual:reelbeat-messages');
    expect(code).toContain("de: { shell: () => import('virtual:reelbeat-messages/de/shell')");
    expect(code).toContain("pages: () => import('virtual:reelbeat-messages/en/pages')");
  });

  it('puts the frame’s catalogues in the shell group and every feature’s in the pages group', () => {
    const shell = imported(generated('virtual:reelbeat-messages/de/shell'));
    const pages = imported(generated('virtual:reelbeat-messages/de/pages'));
    expect(shell).toContain('src/app/messages/de.json');
    expect(shell).toContain('src/features/desktop/messages/de.json');
    expect(shell.every((f) => /^src\/(app|components|lib|features\/desktop)\//.test(f))).toBe(true);
    expect(pages).toContain('src/features/watch/messages/de.json');
    expect(pages.some((f) => f.startsWith('src/app/'))).toBe(false);
    expect([...shell, ...pages].every((f) => f.endsWith('/de.json'))).toBe(true);
  });
});
