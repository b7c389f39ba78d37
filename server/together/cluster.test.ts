import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  freePort,
  spawnServer,
  waitForStart,
  type ServerChild,
} from '../../shared/test/server-process.ts';
import { musicCreate } from '../test/together-members.ts';
import { SocketMember } from '../test/together-socket.ts';

let server: ServerChild;
let port = 0;
const members: SocketMember[] = [];

beforeAll(async () => {
  port = await freePort();
  server = spawnServer(
    { PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: 'nonexistent-dist', WEB_CONCURRENCY: '2' },
    { detached: true },
  );
  // Both workers listening (the primary says so once), so connections go to each in turn.
  await waitForStart(
    server,
    async () => server.output().includes('with 2 workers') && answers(`http://127.0.0.1:${port}`),
    30_000,
  );
}, 40_000);

afterAll(async () => {
  for (const member of members) member.close();
  if (server?.child.pid) process.kill(-server.child.pid, 'SIGTERM');
  await server?.exited;
});

describe('rooms across the workers of one instance (no Redis)', () => {
  it('seats guests on either worker in the host’s room, all following the host', async () => {
    const url = `ws://127.0.0.1:${port}/api/together`;
    const host = await SocketMember.open(url);
    members.push(host);
    host.send(musicCreate());
    const { room } = await host.next('welcome');
    // Connections are handed to the two workers in turn, so some of these land on the other.
    const guests = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const guest = await SocketMember.open(url);
        members.push(guest);
        guest.send({ t: 'join', room, name: `Guest ${i}` });
        await guest.next('welcome');
        return guest;
      }),
    );
    const playback = { playing: true, position: 61.5, at: Date.now() };
    host.send({ t: 'playback', playback });
    const heard = await Promise.all(guests.map((guest) => guest.next('playback')));
    expect(heard.map((m) => m.playback)).toEqual(guests.map(() => playback));
  }, 20_000);
});
