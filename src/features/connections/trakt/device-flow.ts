import { useEffect, useRef, useState } from 'react';
import { connections } from '../model/connection-records';
import { servicesConfig } from '../services/services-config';
import {
  pollDeviceCode,
  startDeviceCode,
  type DeviceCode,
  type TraktToken,
} from '../services/trakt-auth';

export type FlowState =
  | { step: 'idle' }
  | { step: 'starting' }
  | { step: 'code'; code: DeviceCode }
  | { step: 'failed'; reason: 'denied' | 'expired' | 'unreachable' };

/** Trakt's slow-down answer asks for a longer wait between polls. */
const SLOW_DOWN_S = 5;

async function userOf(token: TraktToken): Promise<string> {
  const config = await servicesConfig();
  if (!config.trakt.configured) return '';
  const res = await fetch(`${config.trakt.apiUrl}/users/settings`, {
    headers: {
      'trakt-api-version': '2',
      'trakt-api-key': config.trakt.clientId,
      Authorization: `Bearer ${token.accessToken}`,
    },
  }).catch(() => null);
  const body = (await res?.json().catch(() => null)) as {
    user?: { username?: string; name?: string };
  } | null;
  return body?.user?.name || body?.user?.username || '';
}

/** Saves a new connection (what starts the pull and the queue: runtime.ts follows the record). */
export async function saveTraktToken(token: TraktToken) {
  const user = await userOf(token);
  connections().put('trakt', { state: 'connected', user, ...token, pulledAt: 0 });
}

/**
 * Trakt's device-code connection: the code and the address to enter it at, then polls at
 * Trakt's interval until approved, denied or expired; Cancel stops it.
 */
export function useDeviceFlow() {
  const [state, setState] = useState<FlowState>({ step: 'idle' });
  const run = useRef(0);
  useEffect(() => () => void (run.current += 1), []);

  async function start() {
    const mine = ++run.current;
    setState({ step: 'starting' });
    let code: DeviceCode;
    try {
      code = await startDeviceCode();
    } catch {
      if (run.current === mine) setState({ step: 'failed', reason: 'unreachable' });
      return;
    }
    if (run.current !== mine) return;
    setState({ step: 'code', code });
    const until = Date.now() + code.expiresIn * 1000;
    let interval = code.interval;
    while (run.current === mine) {
      await new Promise((resolve) => setTimeout(resolve, interval * 1000));
      if (run.current !== mine) return;
      if (Date.now() > until) return setState({ step: 'failed', reason: 'expired' });
      const answer = await pollDeviceCode(code.deviceCode);
      if (run.current !== mine) return;
      if (answer.state === 'approved') {
        await saveTraktToken(answer.token);
        if (run.current === mine) setState({ step: 'idle' });
        return;
      }
      if (answer.state === 'slow-down') interval += SLOW_DOWN_S;
      if (answer.state === 'denied') return setState({ step: 'failed', reason: 'denied' });
      if (answer.state === 'expired' || answer.state === 'invalid' || answer.state === 'used') {
        return setState({ step: 'failed', reason: 'expired' });
      }
    }
  }

  function cancel() {
    run.current += 1;
    setState({ step: 'idle' });
  }

  return { state, start: () => void start(), cancel };
}
