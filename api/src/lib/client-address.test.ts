import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address';

const from = (ip: string | undefined, id = 'req-1') => ({ ip, id }) as unknown as FastifyRequest;

describe('clientAddressKey', () => {
  it('keys IPv4 by address and an IPv4 written as IPv6 as the same address', () => {
    expect(clientAddressKey(from('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddressKey(from('::ffff:203.0.113.7'))).toBe('203.0.113.7');
  });

  it('counts the addresses of one IPv6 /64 as one client, and another /64 apart', () => {
    const a = clientAddressKey(from('2001:db8:1:2::1'));
    expect(clientAddressKey(from('2001:db8:1:2:abcd::9'))).toBe(a);
    expect(clientAddressKey(from('2001:DB8:1:2::1'))).toBe(a);
    expect(clientAddressKey(from('2001:db8:1:3::1'))).not.toBe(a);
  });

  it('gives a request whose client hung up (no address) a key of its own instead of throwing', () => {
    expect(clientAddressKey(from(undefined, 'req-7'))).toBe('gone:req-7');
    expect(clientAddressKey(from(undefined, 'req-8'))).not.toBe(clientAddressKey(from(undefined, 'req-7')));
  });
});
