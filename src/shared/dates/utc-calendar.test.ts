import { afterEach, describe, expect, it } from 'vitest';
import { addDays, calendarMonthsBetween } from './utc-calendar';

const at = (iso: string) => new Date(iso);
const plusDays = (iso: string, days: number) => addDays(at(iso), days).toISOString();
const machineZone = process.env.TZ;

afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('UTC calendar days and months', () => {
  it('adds and removes days across month and year ends and a leap day', () => {
    expect(plusDays('2025-03-03T10:00:00.000Z', -7)).toBe('2025-02-24T10:00:00.000Z');
    expect(plusDays('2024-03-03T10:00:00.000Z', -7)).toBe('2024-02-25T10:00:00.000Z');
    expect(plusDays('2025-01-15T23:59:00.000Z', 30)).toBe('2025-02-14T23:59:00.000Z');
    expect(plusDays('2025-12-20T00:00:00.000Z', 30)).toBe('2026-01-19T00:00:00.000Z');
  });

  it('counts 24-hour days even where the machine’s clock changes that week', () => {
    // A machine in Los Angeles or Berlin has a 23- or 25-hour day in these weeks; the UTC calendar does not.
    for (const zone of ['America/Los_Angeles', 'Europe/Berlin', 'UTC']) {
      process.env.TZ = zone;
      expect(plusDays('2025-11-05T10:00:00.000Z', -7)).toBe('2025-10-29T10:00:00.000Z');
      expect(plusDays('2025-03-31T10:00:00.000Z', -7)).toBe('2025-03-24T10:00:00.000Z');
      expect(plusDays('2025-03-09T08:30:00.000Z', 1)).toBe('2025-03-10T08:30:00.000Z');
    }
  });

  it('counts month boundaries on the UTC calendar, whatever the machine’s zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      process.env.TZ = zone;
      expect(calendarMonthsBetween(at('2025-01-31T23:30:00.000Z'), at('2025-02-01T00:30:00.000Z'))).toBe(1);
      expect(calendarMonthsBetween(at('2025-01-01T00:30:00.000Z'), at('2025-01-31T23:30:00.000Z'))).toBe(0);
      expect(calendarMonthsBetween(at('2024-02-29T12:00:00.000Z'), at('2026-01-01T00:00:00.000Z'))).toBe(23);
      expect(calendarMonthsBetween(at('2025-05-10T00:00:00.000Z'), at('2025-03-10T00:00:00.000Z'))).toBe(-2);
    }
  });
});
