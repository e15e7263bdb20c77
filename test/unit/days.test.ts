import { afterEach, expect, it } from 'vitest';
import { localDay } from '../../src-shared/domain/days';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

it.each([
  ['Europe/Berlin', '2026-11-27T23:30:00Z', '2026-11-28'],
  ['Europe/Berlin', '2026-11-28T22:59:59Z', '2026-11-28'],
  ['America/New_York', '2026-11-28T03:00:00Z', '2026-11-27'],
  ['UTC', '2026-11-27T23:30:00Z', '2026-11-27'],
])('in %s, %s falls on %s', (tz, at, day) => {
  process.env.TZ = tz;
  expect(localDay(new Date(at))).toBe(day);
});
