import { reportProviderError } from '../provider-errors';
import type { BureauAnswer, BureauEnquiry, CreditBureau } from './port';

export interface HttpBureauConfig {
  /** The bureau's API root (the sandbox bureau's local address in the sandbox and in tests). */
  baseUrl: string;
  apiKey: string;
  /** An answer later than this is `unavailable`: the application is decided without it. */
  timeoutMs: number;
}

interface EnquiryAnswer {
  enquiryId?: unknown;
  subjectFound?: unknown;
  score?: unknown;
  accounts?: { open?: unknown; defaulted?: unknown };
}

const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * The bureau's consumer-enquiry API (docs/credit-policy.md, "The credit bureau"): POST {base}/v1/enquiries, JSON, header
 * X-Api-Key; 200 with { enquiryId, subjectFound, score, accounts: { open, defaulted } }. Every failure (timeout, network,
 * 4xx/5xx, a body out of shape) is `unavailable` with why, and counted as a provider error; nothing throws.
 */
export class HttpCreditBureau implements CreditBureau {
  constructor(private readonly config: HttpBureauConfig) {}

  async enquire(enquiry: BureauEnquiry): Promise<BureauAnswer> {
    let res: Response;
    try {
      res = await fetch(`${this.config.baseUrl.replace(/\/+$/, '')}/v1/enquiries`, {
        method: 'POST',
        headers: { 'X-Api-Key': this.config.apiKey, 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': enquiry.reference },
        body: JSON.stringify({
          reference: enquiry.reference,
          purpose: 'credit-application',
          subject: { nationalId: enquiry.nationalId, mobile: enquiry.mobile },
          consent: enquiry.consent,
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      return this.unavailable(timedOut ? `no answer within ${this.config.timeoutMs} ms` : 'not reachable');
    }
    const body = (await res.json().catch(() => null)) as EnquiryAnswer | null;
    if (res.status !== 200) return this.unavailable(`answered ${res.status}`);
    if (!body || typeof body.enquiryId !== 'string') return this.unavailable('an answer out of shape');
    if (body.subjectFound === false) return { status: 'no-record', enquiryId: body.enquiryId };
    const open = body.accounts?.open;
    const defaulted = body.accounts?.defaulted;
    if (body.subjectFound !== true || !count(body.score) || !count(open) || !count(defaulted)) return this.unavailable('an answer out of shape');
    return { status: 'answered', enquiryId: body.enquiryId, score: body.score, openLoans: open, defaults: defaulted };
  }

  private unavailable(why: string): BureauAnswer {
    reportProviderError('bureau', 'unavailable');
    return { status: 'unavailable', why };
  }
}
