import { CEILING_PARAM } from '../../../shared/content-ratings/params.ts';

/**
 * The answer to a ceiling Reelbeat cannot read: an error, never the unfiltered list, so a
 * malformed request from a restricted profile shows nothing rather than everything.
 */
export const invalidCeilingBody = (raw: string | null) => ({
  success: false,
  status_code: 5,
  status_message: `Invalid parameters: ${CEILING_PARAM} "${raw ?? ''}" is not a known content rating.`,
});

export const invalidCeilingResponse = (raw: string | null) =>
  new Response(JSON.stringify(invalidCeilingBody(raw)), {
    status: 400,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
