import { describe, expect, it } from 'vitest';
import { PLAYER_SERVERS, type PlayerServerId } from '@shared/config/players';
import { initialServer, nextWorking, orderServers, preferredServer } from './server-choice';

const offered = PLAYER_SERVERS.map((s) => ({ ...s, origin: null }));
const statuses = (map: Partial<Record<PlayerServerId, 'up' | 'down'>>) => (id: PlayerServerId) =>
  map[id] ?? 'unknown';
const ids = (list: readonly { id: string }[]) => list.map((s) => s.id);

describe('server choice', () => {
  it('defaults to embedapi until the viewer picks a default in Settings', () => {
    expect(preferredServer({ defaultServer: 'void', defaultServerChosen: false })).toBe('embedapi');
    expect(preferredServer({ defaultServer: 'eren', defaultServerChosen: true })).toBe('eren');
  });

  it('orders working servers first and keeps the default first while it is up', () => {
    const statusOf = statuses({ sukuna: 'up', embedapi: 'up', void: 'down' });
    expect(ids(orderServers(offered, statusOf, 'embedapi'))).toEqual([
      'embedapi',
      'sukuna',
      'eren',
      'superembed',
      'banki',
      'void',
    ]);
    const defaultDown = statuses({ embedapi: 'down', eren: 'up' });
    expect(ids(orderServers(offered, defaultDown, 'embedapi'))[0]).toBe('eren');
    expect(ids(orderServers(offered, defaultDown, 'embedapi')).at(-1)).toBe('embedapi');
  });

  it('never chooses a server known to be down', () => {
    const statusOf = statuses({ embedapi: 'down', eren: 'down' });
    const ordered = orderServers(offered, statusOf, 'embedapi');
    expect(initialServer(ordered, statusOf, ['eren', 'embedapi'])?.id).toBe('void');
    expect(initialServer(ordered, statusOf, ['superembed', 'embedapi'])?.id).toBe('superembed');
    const allDown = (): 'down' => 'down';
    expect(initialServer(ordered, allDown, ['embedapi'])).toBeUndefined();
  });

  it('offers the next working server that has not failed', () => {
    const statusOf = statuses({ void: 'down' });
    const ordered = orderServers(offered, statusOf, 'embedapi');
    expect(nextWorking(ordered, statusOf, new Set(), 'embedapi')?.id).toBe('eren');
    expect(nextWorking(ordered, statusOf, new Set(['embedapi', 'eren']), 'eren')?.id).toBe(
      'superembed',
    );
    expect(
      nextWorking(
        ordered,
        statusOf,
        new Set(['embedapi', 'eren', 'superembed', 'sukuna']),
        'banki',
      ),
    ).toBeUndefined();
  });
});
