import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const runIt = readme.slice(readme.indexOf('## Run it'), readme.indexOf('Other commands:'));

/** What a newcomer reads before the first `npm start` (checked against a fresh clone). */
describe('README: Run it', () => {
  it('shows the start command and how to pick the port beside it', () => {
    expect(runIt).toMatch(/^npm ci && npm start\s+#/m);
    expect(runIt).toMatch(/^PORT=3000 npm start\s+#/m);
  });

  it('says whether npm 10 works, what differs, and how to get npm 11', () => {
    expect(runIt).toContain('npm 10 works');
    expect(runIt).toContain('ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm ci');
    expect(runIt).toContain('npm install -g npm@11');
  });

  it('says that Downloads needs DOWNLOADS_DIR', () => {
    expect(runIt).toMatch(/Downloads[\s\S]*DOWNLOADS_DIR/);
  });
});
