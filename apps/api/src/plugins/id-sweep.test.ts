import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { QUICK_REPAY_HEADER } from '@pocket/contracts/api/quick-repay';
import { STAFF_ROLES } from '@pocket/contracts/api/staff';

import { call, createTestApp, latestCode, loginAs, testDb, uniqueMobile } from '../../test/harness';
import { newStaff } from '../../test/staff-sessions';
import type { App } from '../app';
import { selectRows } from '../db/rows';

/**
 * Issue 34: every id field of every route refuses a boolean, a string that is no id and a fraction with 400 naming the
 * field, and writes nothing. The routes and their id fields are read from the app's own OpenAPI document (built from
 * the zod schemas), so a new route or field is swept without editing this file.
 */
const ID_NAME = /^(id|.*(Id|ID|_id))$/;
const BAD_IDS: unknown[] = [true, 'not an id!', 7.5];

interface Js {
  type?: string;
  properties?: Record<string, Js>;
  required?: string[];
  items?: Js;
  anyOf?: Js[];
  oneOf?: Js[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
}
interface Param {
  name: string;
  in: string;
  required?: boolean;
  schema: Js;
}
type Path = Array<string | number>;

// Values the OpenAPI document cannot describe (refinements) or patterns a generator would have to solve.
const BY_NAME: Record<string, unknown> = { mobile: '0961234567', mobile1: '0961234568', mobile2: '0971234569', captcha: '1234', type: 1, image: '/phones/itel-a18.svg' };
const BY_PATTERN: Record<string, string> = {
  '^\\d{6}\\/\\d{2}\\/\\d$': '123456/78/1',
  '^\\d{4}-\\d{2}-\\d{2}$': '1990-01-01',
  '^\\d{4}$': '1234',
};

/** A valid-looking value of a JSON schema; along `target`, the branch and fields that lead to it. */
function sample(s: Js, name: string, target: Path = []): unknown {
  const branches = s.oneOf ?? s.anyOf;
  if (branches) return sample(branches.find((b) => target.length > 0 && b.properties?.[target[0] as string]) ?? branches[0]!, name, target);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (name in BY_NAME && target.length === 0) return BY_NAME[name];
  if (s.type === 'object') {
    const out: Record<string, unknown> = {};
    const keys = new Set([...(s.required ?? []), ...(target.length > 0 ? [target[0] as string] : [])]);
    for (const key of keys) out[key] = sample(s.properties![key]!, key, key === target[0] ? target.slice(1) : []);
    return out;
  }
  if (s.type === 'array') return Array.from({ length: Math.max(1, s.minItems ?? 0) }, (_, i) => sample(s.items!, name, i === 0 ? target.slice(1) : []));
  if (s.type === 'string') return s.pattern ? (BY_PATTERN[s.pattern] ?? (s.pattern.includes('A-Za-z0-9_-') ? 'a'.repeat(16) : '1')) : 'a'.repeat(Math.max(1, s.minLength ?? 1));
  if (s.type === 'integer' || s.type === 'number') return Math.max(1, s.minimum ?? 1);
  if (s.type === 'boolean') return false;
  return null;
}

/** Every path to a field named like an id, inside objects, arrays and union branches. */
function idPaths(s: Js, at: Path = []): Path[] {
  const found: Path[] = [];
  for (const b of [...(s.oneOf ?? []), ...(s.anyOf ?? [])]) found.push(...idPaths(b, at));
  if (s.items) found.push(...idPaths(s.items, [...at, 0]));
  for (const [key, child] of Object.entries(s.properties ?? {})) {
    if (ID_NAME.test(key)) found.push([...at, key]);
    else found.push(...idPaths(child, [...at, key]));
  }
  return found.filter((p, i) => found.findIndex((q) => q.join('.') === p.join('.')) === i);
}

function withValue(body: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

interface Probe {
  method: string;
  template: string;
  url: string;
  body?: unknown;
  field: string;
  value: unknown;
}

/** One probe per (route, id field, bad value), the rest of the request valid. */
function probes(doc: { paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: { content?: Record<string, { schema: Js }> } }>> }): Probe[] {
  const out: Probe[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (method === 'head') continue;
      const params = op.parameters?.filter((p) => p.in === 'path' || p.in === 'query') ?? [];
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const url = (values: Record<string, unknown>) => {
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
        const query = params.filter((p) => p.in === 'query' && (p.required || p.name in values) && values[p.name] !== undefined);
        return query.length === 0 ? path : `${path}?${query.map((p) => `${p.name}=${encodeURIComponent(String(values[p.name]))}`).join('&')}`;
      };
      const good = Object.fromEntries(params.filter((p) => p.in === 'path' || p.required).map((p) => [p.name, sample(p.schema, p.name)]));
      const goodBody = bodySchema && sample(bodySchema, 'body');
      for (const p of params.filter((q) => ID_NAME.test(q.name))) {
        for (const value of BAD_IDS) out.push({ method, template, url: url({ ...good, [p.name]: value }), body: goodBody, field: p.name, value });
      }
      for (const path of bodySchema ? idPaths(bodySchema) : []) {
        const base = sample(bodySchema!, 'body', path);
        for (const value of BAD_IDS) out.push({ method, template, url: url(good), body: withValue(base, path, value), field: path.join('.'), value });
      }
    }
  }
  return out;
}

/** Rows of every table: a refused request writes none. */
async function rowCounts(): Promise<Record<string, number>> {
  const db = await testDb();
  const rows = <T>(query: SQL) => selectRows<T>(db, query);
  const tables = await rows<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = (await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`))[0]!.n;
  return counts;
}

async function quickRepayToken(app: App, mobile: string): Promise<string> {
  expect((await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/2`)).status).toBe(200);
  const info = await call(app, 'POST', '/api/h5/quickRepay/info', { mobile, captcha: await latestCode(app, mobile) });
  expect(info.status, info.body).toBe(200);
  return info.json.data.token as string;
}

describe('ids: one strict schema on every call', () => {
  it('a boolean, a string that is no id and a fraction in any id field of any route answer 400 naming the field, and write no row', async () => {
    const app = await createTestApp();
    const session = await loginAs(app);
    const qp = await quickRepayToken(app, uniqueMobile());
    // The staff routes (issue 29) are swept with a staff member holding every role, so their schemas answer.
    const staff = await newStaff(app, [...STAFF_ROLES]);
    await app.ready();
    const all = probes(app.swagger() as never);
    const fields = new Set(all.map((p) => `${p.method.toUpperCase()} ${p.template} ${p.field}`));
    // The sweep must see the fields the issue is about (and so would see a new one the same way).
    for (const expected of ['vipCardId', 'phoneId', 'planId', 'userCouponId', 'repayAccountId', 'provinceId', 'answers.0.questionId', 'nrcFrontId', 'orderId', 'pageId'])
      expect([...fields].some((f) => f.endsWith(` ${expected}`)), expected).toBe(true);
    const before = await rowCounts();
    const wrong: string[] = [];
    for (const probe of all) {
      const headers = { ...session.signedHeaders(), [QUICK_REPAY_HEADER]: qp, cookie: staff.cookie, 'x-csrf-token': staff.csrfToken, ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }) };
      const res = await call(app, probe.method.toUpperCase() as 'POST', probe.url, probe.body === undefined ? undefined : JSON.stringify(probe.body), headers);
      if (res.status !== 400 || !res.json.msg.startsWith(probe.field)) wrong.push(`${probe.method.toUpperCase()} ${probe.url} ${probe.field}=${JSON.stringify(probe.value)} -> ${res.status} ${res.json.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    console.log(`id sweep: ${all.length} requests on ${fields.size} id fields, all 400 naming the field, 0 rows written`);
  }, 300_000);

  it('the reported attack: "vipCardId": true with card 1\'s name and price answers 400 and creates no payment', async () => {
    const app = await createTestApp();
    const session = await loginAs(app);
    const cards = (await session.call('GET', '/api/vip/getVipCardInfo')).json.data.cards as Array<{ vipCardId: number; name: string; price: number }>;
    const card = cards.find((c) => c.vipCardId === 1)!;
    const before = await rowCounts();
    const res = await session.call('POST', '/api/vip/payment', { name: card.name, payAmount: card.price, mobile: session.mobile, vipCardId: true });
    expect([res.status, res.json]).toEqual([400, { code: 400, msg: 'vipCardId: must be a whole number', data: null }]);
    expect(await rowCounts()).toEqual(before);
    expect((await session.call('GET', '/api/vip/getVipCardInfo')).json.data.pendingPayment).toBeNull();
  });

  it('ids still travel as digit strings too (paths, queries, ids read from a route): a VIP card bought with vipCardId "1"', async () => {
    const app = await createTestApp();
    const session = await loginAs(app);
    const cards = (await session.call('GET', '/api/vip/getVipCardInfo')).json.data.cards as Array<{ vipCardId: number; name: string; price: number }>;
    const card = cards[0]!;
    const res = await session.call('POST', '/api/vip/payment', { name: card.name, payAmount: card.price, mobile: session.mobile, vipCardId: String(card.vipCardId) });
    expect(res.status, res.body).toBe(200);
    expect(res.json.data.vipCardId).toBe(card.vipCardId);
  });
});
