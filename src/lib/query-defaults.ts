/**
 * How long a fetched answer counts as fresh in the app's query client: a page opened again
 * within five minutes shows what it has without asking again. Here rather than in
 * src/app/query-provider.tsx, whose import creates the client, so features' tests can use the
 * same value.
 */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
