import { Hono } from 'hono';
import type { ServerEnv } from '../env.ts';

export async function musicRoutes(_env: ServerEnv) {
  return new Hono();
}
