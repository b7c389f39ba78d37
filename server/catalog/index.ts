import { Hono } from 'hono';
import type { ServerEnv } from '../env.ts';

export async function catalogRoutes(_env: ServerEnv) {
  return new Hono();
}
