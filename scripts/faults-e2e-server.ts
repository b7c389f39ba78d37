/**
 * The e2e "faults" project's web server: a misbehaving catalogue stand-in on a free loopback
 * port, and the real Reelbeat server in live mode in front of it (dummy key, never a real
 * service). The stand-in's address is written where the spec finds it, so the spec can switch
 * the stand-in's scenario with POST /__scenario/<name>.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { startFaultyUpstream } from '../server/faults/stand-in.ts';
import { faultsControlFile } from '../e2e/faults-control.ts';

const port = Number(process.env.PORT);
const upstream = await startFaultyUpstream();
const control = faultsControlFile(port);
writeFileSync(control, upstream.url);

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    WEB_CONCURRENCY: '1',
    TMDB_API_KEY: 'dummy-e2e-key',
    TMDB_READ_TOKEN: '',
    TMDB_API_URL: upstream.url,
    TMDB_IMAGE_URL: `${upstream.url}/images`,
    MUSIC_API_URL: '',
    UPSTREAM_COOLDOWN_MS: '300',
    TMDB_RATE_PER_S: '1000',
  },
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(control, { force: true });
  void upstream.close().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
server.once('exit', (code) => {
  rmSync(control, { force: true });
  process.exit(code ?? 1);
});
