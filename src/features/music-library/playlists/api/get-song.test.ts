import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { testConfig } from '@shared/test/test-config';
import { getSong } from './get-song';

let answer: unknown;
const requested: string[] = [];

beforeEach(() => {
  setRuntimeConfig(testConfig());
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      requested.push(input);
      return new Response(JSON.stringify(answer));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

it('reads one song: the first of the list, normalised, or null when the list is empty', async () => {
  answer = {
    success: true,
    data: [{ id: 'x', name: 'X', duration: '61', image: [], downloadUrl: [] }],
  };
  expect(await getSong('x y')).toMatchObject({ id: 'x', duration: 61 });
  expect(requested).toEqual(['/api/music/songs/x%20y']);
  answer = { success: true, data: [] };
  expect(await getSong('none')).toBeNull();
});
