import { z } from 'zod/mini';
import { ERROR_CODES, clientMessageSchema, previewSchema } from '../../shared/together/messages.ts';

/**
 * What instances say to each other about rooms (README: "Across instances"). `from` is the
 * sending instance, `conn` a member connection's number on the instance that holds its socket.
 */
const conn = z.string().check(z.maxLength(40));
const from = z.string().check(z.maxLength(40));

export const envelopeSchema = z.discriminatedUnion('op', [
  // member's instance → the room's owner
  z.object({ op: z.literal('enter'), from, conn, message: clientMessageSchema }),
  z.object({ op: z.literal('msg'), from, conn, message: clientMessageSchema }),
  z.object({ op: z.literal('drop'), from, conn }),
  // owner → member's instance
  z.object({ op: z.literal('seated'), from, conn }),
  z.object({ op: z.literal('refused'), from, conn, code: z.enum(ERROR_CODES) }),
  z.object({ op: z.literal('send'), from, conn, text: z.string() }),
  z.object({ op: z.literal('preview'), from, conn, preview: previewSchema }),
  z.object({ op: z.literal('close'), from, conn, code: z.int() }),
]);
export type Envelope = z.infer<typeof envelopeSchema>;

export function readEnvelope(text: string): Envelope | null {
  try {
    const parsed = envelopeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
