import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

function isLoopbackAddress(address: string) {
  const host = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/^::ffff:/i, '');
  return host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * True only for a request from this machine: the socket's peer is a loopback address and so is
 * every proxy hop it names. Deliberately blind to TRUST_PROXY: a proxy on this machine forwards
 * the whole network from 127.0.0.1, so a forwarded client counts only if it is local too.
 */
export function isLoopbackClient(c: Context): boolean {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    // No socket (an in-process request): nothing proves it is local.
    return false;
  }
  if (!peer || !isLoopbackAddress(peer)) return false;
  const forwarded = [c.req.header('x-forwarded-for'), c.req.header('x-real-ip')]
    .filter((value): value is string => value !== undefined)
    .flatMap((value) => value.split(','));
  const forwardedFor = (c.req.header('forwarded') ?? '')
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter((part) => /^for=/i.test(part))
    .map((part) => part.slice(4).replace(/^"|"$/g, '').replace(/:\d+$/, ''));
  return [...forwarded, ...forwardedFor].every(isLoopbackAddress);
}
