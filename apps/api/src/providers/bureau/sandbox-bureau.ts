import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import Fastify from 'fastify';

/** What the sandbox bureau received: the enquiry as posted, with its key. */
export interface SandboxEnquiry {
  apiKey: string | undefined;
  idempotencyKey: string | undefined;
  reference: string;
  purpose: string;
  nationalId: string;
  mobile: string;
  consent: { version: string; givenAt: string } | null;
}

export interface SandboxBureauAnswer {
  score: number;
  open: number;
  defaulted: number;
}

/** `down`: 503 to everything; `slow`: answers after `slowMs` (longer than the adapter's time-out in tests). */
export type SandboxBureauMode = 'ok' | 'down' | 'slow';

/** The sandbox's API key (the sandbox bureau is local and holds no real data). */
export const SANDBOX_BUREAU_KEY = 'sandbox-bureau-key';

/**
 * The sandbox's record of a person, made up from the national ID (the same ID, the same answer): a score from 300 to
 * 850, 0-2 open loans elsewhere, and a default elsewhere for IDs whose digits end in 9. IDs whose digits start 000000
 * have no record (a thin file), as many first-time borrowers do.
 */
export function sandboxRecord(nationalId: string): SandboxBureauAnswer | null {
  const digits = nationalId.replace(/\D/g, '');
  if (digits.startsWith('000000')) return null;
  const h = createHash('sha256').update(digits).digest().readUInt32BE(0);
  return { score: 300 + (h % 551), open: (h >>> 12) % 3, defaulted: digits.endsWith('9') ? 1 : 0 };
}

/**
 * The sandbox credit bureau: a local HTTP server speaking the bureau's consumer-enquiry API (POST /v1/enquiries, JSON,
 * X-Api-Key; docs/credit-policy.md, "The credit bureau"). `npm start` runs one beside the server and the real adapter
 * (HttpCreditBureau) talks to it; tests start their own and set its answers and faults.
 */
export async function startSandboxBureau(opts: { apiKey?: string; slowMs?: number } = {}) {
  const apiKey = opts.apiKey ?? SANDBOX_BUREAU_KEY;
  const enquiries: SandboxEnquiry[] = [];
  const answers = new Map<string, SandboxBureauAnswer | null>();
  let mode: SandboxBureauMode = 'ok';
  // Connections kept alive by the adapter are closed with the server (a test ends at once).
  const app = Fastify({ forceCloseConnections: true });
  app.post('/v1/enquiries', async (req, reply) => {
    if (mode === 'down') return reply.code(503).send({ error: 'service_unavailable', message: 'The bureau is unavailable' });
    if (mode === 'slow') await new Promise((r) => setTimeout(r, opts.slowMs ?? 5_000));
    const key = req.headers['x-api-key'];
    if (key !== apiKey) return reply.code(401).send({ error: 'unauthorized', message: 'Unknown API key' });
    const body = (req.body ?? {}) as { reference?: unknown; purpose?: unknown; subject?: { nationalId?: unknown; mobile?: unknown }; consent?: { version?: unknown; givenAt?: unknown } };
    const nationalId = typeof body.subject?.nationalId === 'string' ? body.subject.nationalId : '';
    if (!nationalId || typeof body.reference !== 'string' || body.purpose !== 'credit-application' || typeof body.consent?.version !== 'string') {
      return reply.code(400).send({ error: 'invalid_request', message: 'reference, purpose credit-application, subject.nationalId and consent are required' });
    }
    enquiries.push({
      apiKey: key,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      reference: body.reference,
      purpose: body.purpose,
      nationalId,
      mobile: typeof body.subject?.mobile === 'string' ? body.subject.mobile : '',
      consent: { version: body.consent.version, givenAt: String(body.consent.givenAt) },
    });
    const record = answers.has(nationalId) ? answers.get(nationalId)! : sandboxRecord(nationalId);
    const enquiryId = `ENQ-${randomUUID()}`;
    if (!record) return { enquiryId, subjectFound: false };
    return { enquiryId, subjectFound: true, score: record.score, accounts: { open: record.open, defaulted: record.defaulted } };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    apiKey,
    /** Every enquiry accepted so far. */
    enquiries,
    /** The answer for one national ID (null: no record), instead of the made-up one. */
    setAnswer: (nationalId: string, answer: SandboxBureauAnswer | null) => {
      answers.set(nationalId, answer);
    },
    setMode: (m: SandboxBureauMode) => {
      mode = m;
    },
    close: () => app.close(),
  };
}

export type SandboxBureau = Awaited<ReturnType<typeof startSandboxBureau>>;
