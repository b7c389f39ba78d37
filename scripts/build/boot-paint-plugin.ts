import type { Plugin } from 'vite';
import { BOOT_PAINT_SCRIPT } from '../../shared/boot-paint.ts';

/**
 * Puts the boot-paint script (shared/boot-paint.ts) first in index.html's `<body>`, as the
 * exact string the server's CSP allows by hash.
 */
export function bootPaint(): Plugin {
  return {
    name: 'reelbeat-boot-paint',
    transformIndexHtml: () => [
      { tag: 'script', children: BOOT_PAINT_SCRIPT, injectTo: 'body-prepend' },
    ],
  };
}
