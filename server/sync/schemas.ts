import { z } from 'zod';
import type { SyncLimits } from './limits.ts';

const opaque = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'an opaque id: 16 to 64 base64url characters');

/** The boundary's shapes. Sizes are checked after parsing, so they can answer 413. */
export function writeBodySchema(limits: SyncLimits) {
  return z
    .object({
      requestId: opaque,
      records: z
        .array(
          z
            .object({
              id: opaque,
              base: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
              data: z.string().regex(/^[A-Za-z0-9_-]+$/, 'base64url ciphertext'),
            })
            .strict(),
        )
        .min(1)
        .max(limits.batchMaxRecords),
    })
    .strict()
    .refine((body) => new Set(body.records.map((r) => r.id)).size === body.records.length, {
      message: 'a record id appears twice in one write',
      path: ['records'],
    });
}

export function changesQuerySchema(limits: SyncLimits) {
  return z.object({
    since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
    limit: z.coerce.number().int().min(1).max(limits.pageMaxRecords).default(500),
  });
}

export const helloSchema = z.object({ type: z.literal('hello'), auth: z.string().max(400) });

/** A zod error as one readable line: where and what. */
export const issueText = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
