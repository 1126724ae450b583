/**
 * The lender's desk during payday: a finance member signed in (the sandbox's account and its next TOTP code), the
 * dashboard polled as the desk's first page does, and the payments desk's stuck list read whole (the checker holds
 * every payment waiting past the reconciler's promise to be on it).
 */
import type { Answer, Targets } from './client';
import type { Recorder } from './record';

export interface DeskSession {
  cookie: string;
  email: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Signs the sandbox's finance member in (waits for the next TOTP step when the feed says so). */
export async function signIn(targets: Targets): Promise<DeskSession> {
  const feed = await targets.send('GET', '/api/dev/staff-accounts', { target: 0 });
  const accounts = (feed.json?.data ?? []) as Array<{ email: string; password: string; roles: string; code: string; usableInMs: number }>;
  const finance = accounts.find((a) => a.email.startsWith('finance@'));
  if (!finance) throw new Error(`no sandbox finance account (${feed.status})`);
  if (finance.usableInMs > 0) await sleep(finance.usableInMs + 100);
  const answer = await targets.send('POST', '/api/staff/session', { target: 0, body: { email: finance.email, password: finance.password, totp: finance.code } });
  const cookie = [answer.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('pocket_staff='));
  if (answer.status !== 200 || !cookie) throw new Error(`staff sign-in refused: ${answer.status} ${JSON.stringify(answer.json)}`);
  return { cookie: cookie.split(';')[0]!, email: finance.email };
}

/** The desk's dashboard, once. */
export async function dashboard(targets: Targets, desk: DeskSession, rec: Recorder): Promise<Answer> {
  const a = await targets.send('GET', '/api/staff/dashboard', { headers: { cookie: desk.cookie } });
  rec.answer('desk: dashboard', a);
  return a;
}

/** Every payment the payments desk lists as stuck (all pages): their ids. */
export async function stuckIds(targets: Targets, desk: DeskSession, rec: Recorder): Promise<Set<number> | null> {
  const ids = new Set<number>();
  let cursor: string | null = null;
  for (let page = 0; page < 1_000; page += 1) {
    const a = await targets.send('GET', `/api/staff/payments?state=stuck&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: { cookie: desk.cookie } });
    if (!rec.answer('desk: stuck payments', a)) return null;
    const data = a.json!.data as { items: Array<{ id: number; stuck: boolean }>; nextCursor: string | null };
    for (const item of data.items) if (item.stuck) ids.add(item.id);
    cursor = data.nextCursor;
    if (!cursor) return ids;
  }
  return ids;
}
