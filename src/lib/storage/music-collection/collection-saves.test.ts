import { expect, it, vi } from 'vitest';
import { queueSave, whenCollectionSaved } from './collection-saves';

it('goes on after a write that throws: the next write runs, and the failure is answered', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const failed = queueSave(() => Promise.reject(new Error('database closed')));
  const next = vi.fn(async () => ({ ok: true as const }));
  const after = queueSave(next);
  await expect(failed).resolves.toEqual({ ok: false, reason: 'unavailable' });
  await expect(after).resolves.toEqual({ ok: true });
  expect(next).toHaveBeenCalledOnce();
  await expect(whenCollectionSaved()).resolves.toEqual({ ok: true });
  expect(error).toHaveBeenCalledOnce();
  error.mockRestore();
});
