import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { Agent, type AgentOptions } from 'node:https';
import { isIP, Socket, type LookupFunction, type NetConnectOpts } from 'node:net';

import { isPublicAddress } from './push-hosts';

/** The connection a push would open goes to an address that is not public: refused before any byte is sent. */
export class PushAddressError extends Error {
  readonly code = 'EPUSHADDRESS';

  constructor() {
    super('The push service address is not allowed');
    this.name = 'PushAddressError';
  }
}

type Callback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The https agent of the Web Push sender (issue 42, defect 3): the name is resolved, and every address it resolves to
 * must be public, before the connection opens; the address the socket then connected to is checked again (DNS
 * rebinding: a second lookup could answer another address). An IP address written in the URL is checked before
 * connecting. `reachable` lets the tests' local push service (on 127.0.0.1) through; nothing else is exempt.
 */
export class PushAgent extends Agent {
  constructor(
    private readonly reachable: (address: string) => boolean,
    options: AgentOptions = {},
  ) {
    super({ keepAlive: false, ...options });
  }

  private allowed(address: string): boolean {
    return isPublicAddress(address) || this.reachable(address);
  }

  /** dns.lookup, refusing a name that resolves to any address not allowed. */
  private readonly lookup = ((hostname: string, options: LookupOneOptions | LookupAllOptions, callback: Callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0 || !addresses.every((a) => this.allowed(a.address))) return callback(new PushAddressError(), '');
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  }) as unknown as LookupFunction;

  override createConnection(options: NetConnectOpts & { host?: string }, callback?: (error: Error | null, socket: Socket) => void): Socket {
    const host = (options.host ?? '').replace(/^\[|\]$/g, '');
    if (isIP(host) && !this.allowed(host)) {
      // Nothing is connected: a socket that fails at once, as a refused connection would.
      const refused = new Socket();
      process.nextTick(() => refused.destroy(new PushAddressError()));
      return refused;
    }
    // @ts-expect-error: https.Agent#createConnection exists at run time (tls.connect); @types/node leaves it out.
    const socket = super.createConnection({ ...options, lookup: this.lookup }, callback) as Socket;
    socket.once('connect', () => {
      if (!socket.remoteAddress || !this.allowed(socket.remoteAddress)) socket.destroy(new PushAddressError());
    });
    return socket;
  }
}
