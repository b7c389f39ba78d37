import { Hono } from 'hono';
import type { ServerEnv } from '../env.ts';

export function downloadRoutes(_env: ServerEnv) {
  return new Hono();
}
