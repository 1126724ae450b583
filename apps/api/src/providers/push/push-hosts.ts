import { BlockList, isIP } from 'node:net';

// Where a Web Push subscription may point (issue 42, defect 3): a borrower's browser names its push service's URL, and
// the server posts to it, so an endpoint of the borrower's choosing made the server a port scanner of its own network.
// Only the browsers' push services are allowed (by host name and port), and whatever a name resolves to, the server
// connects only to a public address (push-agent.ts).

/** The push services of the browsers Pocket supports: Chrome/Android (FCM), Firefox, Safari (iPhone) and Edge. */
export const KNOWN_PUSH_SERVICES = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', '*.notify.windows.com'] as const;

/** The host the e2e journey's stand-in subscription names: allowed with the sandbox sender only, which sends nothing. */
export const SANDBOX_PUSH_HOST = 'push.sandbox.invalid';

/** One allowed push service: a host name (`*.` then a suffix: any name under it) and the one port it is reached on. */
export interface PushHostRule {
  host: string;
  /** The name's suffix with its leading dot for a wildcard (`.notify.windows.com`), else null. */
  suffix: string | null;
  port: number;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Reads PUSH_ALLOWED_HOSTS (comma-separated `host`, `*.suffix` or either with `:port`; 443 when no port is named).
 * A malformed entry stops start-up, naming it. An IP address is allowed as a host only for the local fake push
 * service of the tests (the connection check still refuses a private address unless the adapter is told otherwise).
 */
export function parsePushHosts(entries: readonly string[]): PushHostRule[] {
  return entries.map((raw) => {
    const entry = raw.trim().toLowerCase();
    const m = /^(\*\.)?(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(entry);
    const port = m?.[3] === undefined ? 443 : Number(m[3]);
    const name = m?.[2] ?? '';
    const literal = name.startsWith('[') ? name.slice(1, -1) : name;
    const wellFormed = m && port >= 1 && port <= 65535 && (isIP(literal) ? !m[1] : name.split('.').every((l) => LABEL.test(l)));
    if (!wellFormed) throw new Error(`Invalid configuration: PUSH_ALLOWED_HOSTS has "${raw.trim()}", which is not a host name, *.suffix or IP address with an optional :port`);
    return { host: name, suffix: m[1] ? `.${name}` : null, port };
  });
}

/** The reason an endpoint is refused, or null when it is a push service's https URL on the allowed host and port. */
export function endpointProblem(endpoint: string, rules: readonly PushHostRule[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be a URL';
  }
  if (url.protocol !== 'https:') return 'must be an https:// URL';
  if (url.username || url.password) return 'must not carry a user name or password';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const port = url.port === '' ? 443 : Number(url.port);
  const allowed = rules.some((r) => r.port === port && (r.suffix ? host.endsWith(r.suffix) && host.length > r.suffix.length : host === r.host));
  return allowed ? null : "must be a browser push service's address (Chrome, Firefox, Safari or Edge)";
}

/** Address ranges that are not the public internet: loopback, private, link-local, shared, documentation, multicast. */
const NOT_PUBLIC = (() => {
  const list = new BlockList();
  for (const [net, bits] of [
    ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
    ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 3],
  ] as const) list.addSubnet(net, bits, 'ipv4');
  // IPv6: everything outside global unicast (2000::/3: loopback, unspecified, mapped, ULA fc00::/7, link-local fe80::/10,
  // multicast ff00::/8...), and inside it the IETF special ranges (2001::/23: Teredo, ORCHID...), documentation
  // (2001:db8::/32) and 6to4 (2002::/16, which embeds any IPv4 address).
  list.addRange('::', '1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'ipv6');
  list.addRange('4000::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'ipv6');
  for (const [net, bits] of [['2001::', 23], ['2001:db8::', 32], ['2002::', 16]] as const) list.addSubnet(net, bits, 'ipv6');
  return list;
})();

/** True for an address on the public internet (an IPv4-mapped IPv6 address counts as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}
