import { describe, expect, it } from 'vitest';
import { readInvite } from './invite';

const room = 'AbCdEfGhIjKlMnOpQrStUv_-';
const here = { origin: 'https://reelbeat.example', pathname: '/' } as Location;

describe('readInvite', () => {
  it('reads the room of a whole link, of its hash alone and of the bare id', () => {
    expect(readInvite(`https://reelbeat.example/#/together/${room}`, here)).toEqual({
      kind: 'room',
      room,
    });
    expect(readInvite(`  #/together/${room}/ \n`, here)).toEqual({ kind: 'room', room });
    expect(readInvite(room, here)).toEqual({ kind: 'room', room });
  });

  it('sends a link of another Reelbeat address there, where its room lives', () => {
    const other = `https://friends.example/app/#/together/${room}`;
    expect(readInvite(other, here)).toEqual({ kind: 'elsewhere', url: other });
    expect(readInvite(`https://reelbeat.example/other/#/together/${room}`, here).kind).toBe(
      'elsewhere',
    );
  });

  it('refuses what is not an invite: other pages, short ids, other schemes, plain words', () => {
    for (const text of [
      '',
      'hello',
      'https://reelbeat.example/#/music',
      `https://reelbeat.example/#/together/${room.slice(1)}`,
      `https://reelbeat.example/#/together/${room}/extra`,
      `javascript:alert(1)//#/together/${room}`,
      `ftp://reelbeat.example/#/together/${room}`,
    ]) {
      expect(readInvite(text, here), text).toEqual({ kind: 'invalid' });
    }
  });
});
