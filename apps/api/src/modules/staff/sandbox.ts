import { createHash } from 'node:crypto';

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope } from '@pocket/contracts/api/common';
import { STAFF_ROLES } from '@pocket/contracts/api/staff';
import type { StaffRole } from '@pocket/contracts/api/staff';

import type { Db } from '../../db/client';
import { recentMail } from './enrolment.repo';
import { hashPassword } from './secrets';
import type { StaffService } from './service';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + BASE32[(value << (5 - bits)) & 31] : out;
}

export interface SandboxStaff {
  email: string;
  name: string;
  password: string;
  totpSecret: string;
  roles: StaffRole[];
}

const account = (login: string, role: StaffRole): SandboxStaff => ({
  email: `${login}@pocket.test`,
  name: `Sandbox ${login}`,
  password: `pocket-${login}-sandbox`,
  // A fixed secret per account (20 bytes, base32), the same on every machine, so an authenticator app set up once keeps working.
  totpSecret: base32(createHash('sha256').update(`pocket-sandbox-totp:${login}`).digest().subarray(0, 20)),
  roles: [role],
});

/**
 * The sandbox's staff: one account per role (`<role>@pocket.test`, password `pocket-<role>-sandbox`), and a second
 * admin (`admin2@pocket.test`) and a second finance member (`finance2@pocket.test`) so maker-checker can be tried:
 * nobody checks their own request.
 */
export const SANDBOX_STAFF: readonly SandboxStaff[] = [...STAFF_ROLES.map((role) => account(role, role)), account('admin2', 'admin'), account('finance2', 'finance')];

/**
 * The sandbox passwords' argon2id hashes, made once per process and reused by every database it seeds: the API's test
 * files each open a new database on PGlite, and hashing the 12 known passwords again cost about 0.15 s of CPU a file.
 * The passwords are published (/dev/phone), so one salt across databases tells no one anything.
 */
const sandboxHashes = new Map<string, Promise<string>>();
function sandboxPasswordHash(staff: SandboxStaff): Promise<string> {
  let made = sandboxHashes.get(staff.password);
  if (!made) {
    made = hashPassword(staff.password);
    made.catch(() => sandboxHashes.delete(staff.password)); // a failed hash is made again next time
    sandboxHashes.set(staff.password, made);
  }
  return made;
}

const staffMailAnswer = envelope(z.array(z.object({ to: z.string(), subject: z.string(), body: z.string(), at: z.string() })));
const staffMailQuery = z.object({ to: z.string().max(200).optional() });

const staffFeedAnswer = envelope(z.array(z.object({ email: z.string(), password: z.string(), roles: z.string(), totpSecret: z.string(), code: z.string(), usableInMs: z.number().int() })));

/**
 * Sandbox only: seeds the accounts (enrolled, with their known passwords), prints them, lists them with a current code
 * on /dev/phone, and shows the staff e-mail the server would send (enrolment links) there too.
 */
export const sandboxStaff: FastifyPluginAsync<{ service: StaffService; db: Db; print: boolean }> = async (app, { service, db, print }) => {
  for (const staff of SANDBOX_STAFF) await service.ensure(staff, () => sandboxPasswordHash(staff));
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/dev/staff-accounts', {
    schema: { tags: ['sandbox'], summary: 'Sandbox staff accounts with the next TOTP code the server would take (for /dev/phone and /admin)', response: { 200: staffFeedAnswer } },
    // A code signs in once: the feed shows the next code the server would take (the next step's once the current
    // one is used), and `usableInMs` > 0 when that code becomes good only later.
    handler: async () => ({
      code: 200,
      msg: 'ok',
      data: await Promise.all(
        SANDBOX_STAFF.map(async (s) => ({ email: s.email, password: s.password, roles: s.roles.join(', '), totpSecret: s.totpSecret, ...(await service.nextCode(s.email, s.totpSecret)) })),
      ),
    }),
  });
  r.get('/api/dev/staff-mail', {
    schema: { tags: ['sandbox'], summary: 'Sandbox staff e-mail (enrolment links), newest first; ?to= one address', querystring: staffMailQuery, response: { 200: staffMailAnswer } },
    handler: async (req) => ({
      code: 200,
      msg: 'ok',
      data: (await recentMail(db, req.query.to?.trim().toLowerCase(), 20)).map((m) => ({ to: m.to, subject: m.subject, body: m.body, at: m.createdAt.toISOString() })),
    }),
  });
  if (print) {
    app.addHook('onReady', async () => {
      const lines = SANDBOX_STAFF.map((s) => `  ${s.email.padEnd(22)} ${s.password.padEnd(26)} TOTP secret ${s.totpSecret}`);
      process.stdout.write(`Sandbox staff accounts (the next codes on /dev/phone):\n${lines.join('\n')}\n`);
    });
  }
};
