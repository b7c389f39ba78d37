import { afterEach, describe, expect, it, vi } from 'vitest';
import { log, setDebugLogging } from './log';

afterEach(() => setDebugLogging(false));

describe('log', () => {
  it('writes debug lines only while debug logging is on', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    log.debug('test', 'hidden');
    expect(debug).not.toHaveBeenCalled();
    setDebugLogging(true);
    log.debug('test', 'shown');
    expect(debug).toHaveBeenCalledWith('[reelbeat:test]', 'shown');
  });
});
