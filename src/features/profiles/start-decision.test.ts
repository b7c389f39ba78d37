import { describe, expect, it } from 'vitest';
import type { AppProfile } from './profile-model';
import { opensOnPicker, pinToAsk, type StartFacts } from './start-decision';

const profile = (id: string, extra: Partial<AppProfile> = {}): AppProfile => ({
  id,
  name: id,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});
const pin = { hash: 'aGFzaA==', salt: 'c2FsdA==', iterations: 600000 };
const facts = (over: Partial<StartFacts>): StartFacts => ({
  profiles: [profile('main'), profile('kid1', { kids: true })],
  active: 'main',
  remembered: 'main',
  inTab: null,
  alwaysAsk: false,
  ...over,
});

describe('whether a visit opens on "Who\'s watching?"', () => {
  it('opens the remembered profile straight away', () => {
    expect(opensOnPicker(facts({}))).toBe(false);
  });

  it('asks when the device remembers no profile, or always asks', () => {
    expect(opensOnPicker(facts({ remembered: null }))).toBe(true);
    expect(opensOnPicker(facts({ alwaysAsk: true }))).toBe(true);
  });

  it('does not ask again in a tab that chose its profile', () => {
    expect(opensOnPicker(facts({ alwaysAsk: true, inTab: 'main' }))).toBe(false);
    expect(opensOnPicker(facts({ alwaysAsk: true, inTab: 'kid1' }))).toBe(true);
  });

  it('never asks with a single profile, unless it is guarded by a PIN', () => {
    const one = { profiles: [profile('main')], remembered: null, alwaysAsk: true };
    expect(opensOnPicker(facts(one))).toBe(false);
    expect(opensOnPicker(facts({ ...one, profiles: [profile('main', { pin })] }))).toBe(true);
    const kid = [profile('main', { pin, kids: true })];
    expect(opensOnPicker(facts({ ...one, profiles: kid }))).toBe(false);
  });

  it('shows the picker when its profile is gone', () => {
    expect(opensOnPicker(facts({ active: 'gone1', inTab: 'gone1' }))).toBe(true);
  });
});

describe('whose PIN a choice asks for', () => {
  const adult = profile('main');
  const guarded = profile('dad1', { pin });
  const kid = profile('kid1', { kids: true, pin });
  const freeKid = profile('kid2', { kids: true });

  it("asks a guarded profile's own PIN to open it", () => {
    expect(pinToAsk(guarded, adult, true)).toBe(guarded);
    expect(pinToAsk(guarded, kid, true)).toBe(guarded);
    expect(pinToAsk(guarded, guarded, false)).toBe(guarded);
    expect(pinToAsk(guarded, guarded, true)).toBeNull();
  });

  it("asks a kids profile's PIN to leave it, not to open it", () => {
    expect(pinToAsk(adult, kid, true)).toBe(kid);
    expect(pinToAsk(adult, kid, false)).toBe(kid);
    expect(pinToAsk(kid, adult, true)).toBeNull();
    expect(pinToAsk(kid, kid, false)).toBeNull();
    expect(pinToAsk(adult, freeKid, true)).toBeNull();
    expect(pinToAsk(adult, undefined, false)).toBeNull();
  });
});
