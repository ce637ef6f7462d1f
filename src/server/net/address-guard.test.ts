import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-guard';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.1.2',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '[::1]',
    'fe80::1',
    'fe80::1%eth0',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:c0a8:0101::1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2a00:1450:4001:82b::200e',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
