import { Hono } from 'hono';
import type { ServerEnv } from '../env.ts';

export function embedRoutes(_env: ServerEnv) {
  return new Hono();
}
