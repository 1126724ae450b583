import { csrf } from './csrf';

/** Every staff call lives under this prefix (never /api/admin: that is a borrower call of the spec). */
export const STAFF_API = '/api/staff';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A refusal from the server: its HTTP status and the words of its envelope's `msg`. */
export class StaffApiError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'StaffApiError';
    this.statusCode = statusCode;
  }
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

type Query = Record<string, string | number | undefined | null>;

/** `/api/staff/<path>?<query>` without the empty values. */
export function staffUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${STAFF_API}${path}${search ? `?${search}` : ''}`;
}

/** What a person reads when the server said nothing usable (no envelope: a proxy, a crash, the network). */
const NO_ANSWER = 'The server did not answer. Check your connection and try again.';

/**
 * One call to the staff API: the session cookie goes along (same origin), writes carry the CSRF token, the envelope
 * `{ code, msg, data }` is opened and `data` returned; any refusal becomes a StaffApiError with the server's words.
 */
export async function staffCall<T = unknown>(method: string, path: string, options: { query?: Query; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = csrf.get();
  if (WRITES.has(method) && token) headers['x-csrf-token'] = token;
  let response: Response;
  try {
    response = await fetch(staffUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new StaffApiError(0, NO_ANSWER);
  }
  const answer = await response.json().then(
    (body: unknown) => (body && typeof body === 'object' ? (body as Envelope) : null),
    () => null,
  );
  const msg = typeof answer?.msg === 'string' && answer.msg !== '' ? answer.msg : null;
  if (!response.ok || !answer || answer.code !== 200) {
    const status = response.ok ? Number(answer?.code ?? 500) : response.status;
    throw new StaffApiError(status, msg ?? (response.status === 401 ? 'Please sign in again.' : NO_ANSWER));
  }
  return answer.data as T;
}
