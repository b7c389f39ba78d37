import type { Context } from 'hono';
import type { UpstreamProxy } from './proxy.ts';

export { createUpstreamProxy } from './proxy.ts';
export type { RoutePolicy, UpstreamProxy, UpstreamProxyOptions, UpstreamStats } from './proxy.ts';
export { parseRetryAfter } from './retry.ts';

/**
 * A Hono handler that forwards the request path after `mountPath` (e.g. "/api/catalog")
 * with its query string. Use it as `app.get('/*', proxyHandler(proxy, '/api/catalog'))`.
 */
export function proxyHandler(proxy: UpstreamProxy, mountPath: string) {
  return (c: Context) => {
    const url = new URL(c.req.url);
    const path = url.pathname.startsWith(mountPath)
      ? url.pathname.slice(mountPath.length) || '/'
      : url.pathname;
    return proxy.respond(path, url.searchParams);
  };
}
export { isJsonObject } from './read-body.ts';
export { upstreamOptionsFrom, readScaleEnv, type ScaleEnv } from './scale-env.ts';
