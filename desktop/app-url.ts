/** Addresses of this computer: the IPv4 loopback block, IPv6's, and the name for them. */
const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

export type AppUrlCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * REELBEAT_URL, the server the shell loads the app from: https, or plain http only on this
 * computer. Plain http to another host would let anyone on the network path replace the app,
 * and the app is what the shell's bridge and the system browser trust.
 */
export function checkAppUrl(value: string): AppUrlCheck {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (
    url &&
    (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname)))
  ) {
    return { ok: true, url: value };
  }
  return {
    ok: false,
    message: `REELBEAT_URL must be an https address, or http on this computer (localhost, 127.0.0.1, [::1]); got "${value}"`,
  };
}
