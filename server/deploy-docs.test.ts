import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { securityHeaderEntries } from './security.ts';
import { testEnv } from './test-env.ts';

const deploy = readFileSync(new URL('../docs/deploy.md', import.meta.url), 'utf8');

describe('docs/deploy.md', () => {
  it('tells operators to send HSTS at their TLS front end', () => {
    expect(deploy).toMatch(/## TLS and HSTS/);
    expect(deploy).toContain('Strict-Transport-Security: max-age=');
  });

  it('lists every security header the server sends, with its value', () => {
    const section = deploy.slice(deploy.indexOf('## TLS and HSTS'), deploy.indexOf('## Docker'));
    for (const [name, value] of securityHeaderEntries(testEnv())) {
      expect(section, name).toContain(`\`${name}\``);
      if (name !== 'Content-Security-Policy') expect(section, name).toContain(`\`${value}\``);
    }
  });
});
