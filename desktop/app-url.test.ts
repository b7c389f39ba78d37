import { describe, expect, it } from 'vitest';
import { checkAppUrl } from './app-url';

describe('REELBEAT_URL', () => {
  it.each([
    'https://reelbeat.example/',
    'https://reelbeat.example:8443/app/',
    'http://127.0.0.1:8080/',
    'http://127.0.0.5:8080',
    'http://localhost:8080/',
    'http://[::1]:8080/',
  ])('accepts %s', (url) => {
    expect(checkAppUrl(url)).toEqual({ ok: true, url });
  });

  it.each([
    'http://reelbeat.example/',
    'http://192.168.1.10:8080/',
    'http://10.0.0.2/',
    'http://localhost.attacker.example/',
    'http://127.0.0.1.nip.io/',
    'file:///home/me/dist/index.html',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (url) => {
    const checked = checkAppUrl(url);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.message).toBe(
      `REELBEAT_URL must be an https address, or http on this computer (localhost, 127.0.0.1, [::1]); got "${url}"`,
    );
  });
});
