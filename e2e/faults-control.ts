import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the faults web server writes its stand-in's address, per e2e port. */
export const faultsControlFile = (port: number) =>
  join(tmpdir(), `reelbeat-e2e-faults-upstream-${port}.txt`);
