import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { testConfig } from '@shared/test/test-config';
import { asked, stubFetch } from '@/test/stub-fetch';
import { getSong } from './get-song';

let answer: unknown;
let requested: URL[] = [];

beforeEach(() => {
  setRuntimeConfig(testConfig());
  requested = stubFetch(() => ({ body: answer }));
});
afterEach(() => vi.unstubAllGlobals());

it('reads one song: the first of the list, normalised, or null when the list is empty', async () => {
  answer = {
    success: true,
    data: [{ id: 'x', name: 'X', duration: '61', image: [], downloadUrl: [] }],
  };
  expect(await getSong('x y')).toMatchObject({ id: 'x', duration: 61 });
  expect(requested.map(asked)).toEqual(['/api/music/songs/x%20y']);
  answer = { success: true, data: [] };
  expect(await getSong('none')).toBeNull();
});
