import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from './time-zone';

describe('canonicalTimeZone', () => {
  it('knows IANA names, in the runtime’s spelling', () => {
    expect(canonicalTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('Pacific/Kiritimati')).toBe('Pacific/Kiritimati');
    expect(canonicalTimeZone('Pacific/Pago_Pago')).toBe('Pacific/Pago_Pago');
    expect(canonicalTimeZone('America/Argentina/ComodRivadavia')).not.toBeNull();
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Etc/GMT+5')).not.toBeNull();
  });

  it('refuses offsets, unknown names and anything else', () => {
    for (const name of [
      '+01:00',
      '-0800',
      '+14',
      'GMT+01:00x',
      'Mars/Olympus_Mons',
      '',
      ' Europe/Berlin',
      'Europe/Berlin\n',
      '../etc/passwd',
      'x'.repeat(65),
    ]) {
      expect(canonicalTimeZone(name), name).toBeNull();
    }
  });
});
