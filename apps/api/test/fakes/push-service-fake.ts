import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:https';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What a browser keeps of its subscription: the private half of p256dh and the auth secret (to decrypt, RFC 8291). */
interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  mode: 'ok' | 'gone' | 'not-found' | 'down' | 'forbidden' | 'redirect';
}

export interface FakePush {
  id: string;
  ttl: number;
  urgency: string | undefined;
  /** The payload as the browser decrypts it (JSON of title, body, url, tag). */
  payload: { title: string; body: string; url: string; tag: string };
}

const b64u = (b: Buffer) => b.toString('base64url');

/** A certificate for 127.0.0.1, made with openssl for this run (web-push speaks https only). */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-fake-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** RFC 8291 with RFC 8188 aes128gcm, one record: what the browser does with a push message. */
function decrypt(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const serverKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const secret = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID header (RFC 8292): `vapid t=<ES256 JWT>, k=<public key>`; answers why it is refused, or null. */
function vapidProblem(req: IncomingMessage, origin: string, expectedKey: string): string | null {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(req.headers.authorization ?? '');
  if (!m) return 'no vapid Authorization header';
  const [, jwt, k] = m as unknown as [string, string, string];
  if (k !== expectedKey) return 'unknown application server key';
  const [h, p, sig] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'))) return 'bad JWT signature';
  const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  const now = Date.now() / 1000;
  if (header.alg !== 'ES256') return 'JWT alg is not ES256';
  if (claims.aud !== origin) return `JWT aud ${claims.aud} is not ${origin}`;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600) return 'JWT exp not within 24 hours';
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return 'JWT sub is not mailto: or https:';
  return null;
}

/**
 * A local push service (RFC 8030 receipt, RFC 8291 payloads, RFC 8292 VAPID) standing in for FCM or Mozilla's
 * autopush: `subscribe()` makes a browser's subscription whose endpoint is this service, and the fake decrypts what
 * arrives with that browser's keys. Each subscription can answer 201 (ok), 410 (gone), 404 (not-found), 503 (down),
 * 403 (forbidden) or 307 to `redirectTo` (redirect). `connections` counts every TCP connection it was opened.
 */
export async function startPushServiceFake(vapidPublicKey: string) {
  const tls = selfSignedCertificate();
  const browsers = new Map<string, Browser>();
  const received: FakePush[] = [];
  const refused: Array<{ id: string; status: number; why: string }> = [];
  let origin = '';
  let redirectTo = '';
  let connections = 0;
  const server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const browser = browsers.get(id);
      const answer = (status: number, why = '') => {
        if (status >= 400) refused.push({ id, status, why });
        const location = status === 201 ? `${origin}/message/${randomUUID()}` : status === 307 ? redirectTo : null;
        res.writeHead(status, location ? { Location: location } : {}).end(why);
      };
      if (req.method !== 'POST' || !browser) return answer(404, 'no such subscription');
      const problem = vapidProblem(req, origin, vapidPublicKey);
      if (problem) return answer(401, problem);
      if (req.headers['content-encoding'] !== 'aes128gcm') return answer(400, 'Content-Encoding must be aes128gcm');
      if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) return answer(400, 'TTL header missing');
      if (browser.mode === 'gone') return answer(410, 'subscription expired');
      if (browser.mode === 'not-found') return answer(404, 'subscription not found');
      if (browser.mode === 'down') return answer(503, 'try later');
      if (browser.mode === 'forbidden') return answer(403, 'the key does not match the subscription');
      if (browser.mode === 'redirect') return answer(307, 'moved');
      let payload: FakePush['payload'];
      try {
        payload = JSON.parse(decrypt(Buffer.concat(chunks), browser)) as FakePush['payload'];
      } catch (err) {
        return answer(400, `cannot decrypt: ${String(err)}`);
      }
      received.push({ id, ttl: Number(req.headers.ttl), urgency: req.headers.urgency as string | undefined, payload });
      return answer(201);
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `https://127.0.0.1:${port}`;
  return {
    origin,
    port,
    /** Its host as PUSH_ALLOWED_HOSTS names it. */
    host: `127.0.0.1:${port}`,
    received,
    refused,
    /** This fake's certificate (the web-push adapter's test-only `ca`). */
    ca: tls.cert,
    /** TCP connections opened to it so far. */
    connections: () => connections,
    /** Where a subscription in `redirect` mode sends the sender (307 Location). */
    redirectTo(url: string) {
      redirectTo = url;
    },
    /** A new browser's PushSubscription.toJSON() on this push service (`origin`: its address as another name or port). */
    subscribe(at = origin) {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth, mode: 'ok' });
      return { id, json: { endpoint: `${at}/push/${id}`, expirationTime: null, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } } };
    },
    setMode(id: string, mode: Browser['mode']) {
      browsers.get(id)!.mode = mode;
    },
    to: (id: string) => received.filter((r) => r.id === id),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A TCP listener that is not TLS: it counts connections and closes each at once (what a port scanner would meet). */
export async function startPlainTcp() {
  let connections = 0;
  const server = createNetServer((socket) => {
    connections += 1;
    socket.on('error', () => {});
    socket.end('SSH-2.0-OpenSSH_9.2\r\n', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local port nothing listens on (a listener opened and closed again). */
export async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
