import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { Address6 } from 'ip-address';

/** One IPv6 subscriber gets a whole /64, so addresses inside it count as one client. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The client a request's rate-limit count is kept under: its address, with an IPv6 address cut
 * to its /64 network and an IPv4 address written as IPv6 read as plain IPv4 (as the rate-limit
 * library does by default).
 *
 * A client that hung up while an earlier step of the request was waiting (the session lookup)
 * has no address any more: its socket is closed. Reading that missing address threw and logged
 * a 500 that nobody received. Such a request gets a key of its own instead; it will not be
 * answered anyway.
 */
export function clientAddressKey(req: FastifyRequest): string {
  const ip = req.ip;
  if (!ip) return `gone:${req.id}`;
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/${IPV6_CLIENT_PREFIX}`).startAddress().correctForm();
}
