import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { namedContracts } from '../api/all.contracts';
import { kwacha, kwachaInput, kwachaInputOrEmpty, signedKwacha } from './codec';
import { type Ngwee } from './index';
import { MONEY_FIELD, moneyFromWire, moneyToWire, NOT_MONEY_SUBTREES } from './wire-fields';

// The client's rule (wire-fields.ts) goes by name: it must convert exactly where the contracts put a money codec. This
// walks every answer and body schema of the borrower's API as the client walks the values they describe.

type Side = 'answer' | 'body';
type Def = { type: string; transform?: unknown; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

const CODECS = new Map<unknown, string>(
  (
    [
      [kwacha, 'kwacha'],
      [signedKwacha, 'signedKwacha'],
      [kwachaInput, 'kwachaInput'],
      [kwachaInputOrEmpty, 'kwachaInputOrEmpty'],
    ] as const
  ).map(([codec, name]) => [defOf(codec).transform, name]),
);
/** Codecs the client's decode reads (numbers only); kwachaInput's numeric strings come only in requests. */
const ANSWER_CODECS = new Set(['kwacha', 'signedKwacha']);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
const OPAQUE = new Set(['unknown', 'any', 'custom']);

/** Where a schema breaks the client's rule: a money codec the rule misses, or a plain number the rule would convert. */
function problemsOf(schema: unknown, side: Side, where: string, moneyKeys = new Set<string>()): string[] {
  const problems: string[] = [];
  const seen = new Set<unknown>();
  // `key`: the object key this schema sits under (kept through wrappers and unions; an array's items have none).
  const walk = (node: unknown, key: string | null, path: string): void => {
    const def = defOf(node);
    const codec = CODECS.get(def.transform);
    const moneyKey = key !== null && MONEY_FIELD.test(key);
    if (codec) {
      if (key !== null) moneyKeys.add(key);
      if (!moneyKey) problems.push(`${path}: ${codec} under ${key === null ? 'no key' : `"${key}"`}, which MONEY_FIELD does not match`);
      else if (side === 'answer' && !ANSWER_CODECS.has(codec)) problems.push(`${path}: ${codec} in an answer (the client reads numbers only)`);
      return;
    }
    if (moneyKey && (def.type === 'number' || def.type === 'bigint' || OPAQUE.has(def.type))) {
      problems.push(`${path}: a plain ${def.type} under "${key}", which MONEY_FIELD matches (the client would convert it)`);
    }
    if (side === 'answer' && OPAQUE.has(def.type)) problems.push(`${path}: ${def.type} in an answer: its money cannot be checked`);
    if (WRAPPERS.has(def.type)) return walk(def.innerType, key, path);
    if (def.type === 'union') return (def.options as unknown[]).forEach((option) => walk(option, key, path));
    if (def.type === 'pipe') return walk(def.in, key, path);
    if (def.type === 'lazy') return walk((def.getter as () => unknown)(), key, path);
    if (seen.has(node)) return;
    seen.add(node);
    if (def.type === 'object') {
      for (const [name, field] of Object.entries(def.shape as Record<string, unknown>)) {
        // The decode does not walk these keys; the body's replacer (JSON.stringify) walks every key.
        if (side === 'answer' && NOT_MONEY_SUBTREES.has(name)) walkSkipped(field, `${path}.${name}`);
        else walk(field, name, `${path}.${name}`);
      }
      if (def.catchall && defOf(def.catchall).type !== 'never') walk(def.catchall, null, `${path}.*`);
    } else if (def.type === 'array') walk(def.element, null, `${path}[]`);
    else if (def.type === 'record') walk(def.valueType, null, `${path}{}`);
    else if (def.type === 'tuple') (def.items as unknown[]).forEach((item, i) => walk(item, null, `${path}[${i}]`));
    else if (def.type === 'intersection') {
      walk(def.left, key, path);
      walk(def.right, key, path);
    }
  };
  // Under a key the decode skips, any money codec would stay Kwacha.
  const walkSkipped = (node: unknown, path: string): void => {
    const inner: string[] = [];
    const check = (n: unknown): void => {
      const def = defOf(n);
      if (CODECS.has(def.transform)) inner.push(`${path}: holds ${CODECS.get(def.transform)}, but the client does not walk "${path.split('.').pop()}" (NOT_MONEY_SUBTREES)`);
      for (const child of [def.innerType, def.element, def.valueType, def.in, ...(Array.isArray(def.options) ? def.options : [])]) if (child) check(child);
      if (def.type === 'object') for (const field of Object.values(def.shape as Record<string, unknown>)) check(field);
    };
    check(node);
    problems.push(...inner);
  };
  walk(schema, null, where);
  return problems;
}

describe('the money fields the web converts by name (wire-fields.ts)', () => {
  it('are exactly where the contracts put a money codec, in every answer and body of the borrower API', () => {
    const problems: string[] = [];
    const used = new Set<string>();
    for (const { name, contract } of namedContracts) {
      if (contract.answer) problems.push(...problemsOf(contract.answer, 'answer', `${name}.answer`, used));
      if (contract.body) problems.push(...problemsOf(contract.body, 'body', `${name}.body`, used));
      // No money travels in a path or a query: the client converts neither.
      for (const part of ['params', 'query'] as const) {
        const schema = contract[part];
        if (schema) for (const problem of problemsOf(schema, 'body', `${name}.${part}`)) if (/kwacha/i.test(problem)) problems.push(`${problem} (in the ${part})`);
      }
    }
    expect(problems).toEqual([]);
    // The pattern is no wider than it must be: each of its names and endings is a money codec's key in some call.
    const parts = MONEY_FIELD.source.match(/\w+/g)!.filter((part) => part !== 's');
    expect(parts.filter((part) => ![...used].some((key) => key === part || key.endsWith(part) || key.endsWith(`${part}s`)))).toEqual([]);
    expect(used.size).toBe(38);
  });

  it('catches a money field under a new name, a plain number under a money name, and money where the client does not look', () => {
    expect(problemsOf(z.object({ data: z.object({ lateCharge: kwacha }) }), 'answer', 'x')).toEqual([
      'x.data.lateCharge: kwacha under "lateCharge", which MONEY_FIELD does not match',
    ]);
    expect(problemsOf(z.object({ items: z.array(z.object({ amount: z.number().int() })) }), 'answer', 'x')).toEqual([
      'x.items[].amount: a plain number under "amount", which MONEY_FIELD matches (the client would convert it)',
    ]);
    expect(problemsOf(z.object({ fees: z.array(kwacha) }), 'answer', 'x')).toEqual(['x.fees[]: kwacha under no key, which MONEY_FIELD does not match']);
    expect(problemsOf(z.object({ blocks: z.array(z.object({ amount: kwacha })) }), 'answer', 'x')).toHaveLength(1);
    expect(problemsOf(z.object({ amount: kwachaInput }), 'answer', 'x')).toEqual(['x.amount: kwachaInput in an answer (the client reads numbers only)']);
    expect(problemsOf(z.object({ data: z.unknown() }), 'answer', 'x')).toEqual(['x.data: unknown in an answer: its money cannot be checked']);
    expect(problemsOf(z.object({ payAmount: kwachaInputOrEmpty.optional(), planId: z.number() }), 'body', 'x')).toEqual([]);
  });
});

describe('the conversion at the client', () => {
  it('reads Kwacha numbers under money keys as ngwee, everywhere but under a key it does not walk, and leaves the rest', () => {
    const answer = {
      code: 200,
      data: {
        loanAmount: 1050.5,
        remainingAmount: 0.29,
        userCredit: -10.5,
        step: 'identity',
        orders: [{ orderId: 7, plans: [{ principal: 100, paymentInFlight: { amount: 300.5, wallet: '0971' } }] }],
        blocks: [{ kind: 'bills', amount: 105050 }],
        owed: 105050,
        price: null,
      },
    };
    expect(moneyFromWire(answer)).toBe(answer);
    expect(answer.data).toEqual({
      loanAmount: 105050,
      remainingAmount: 29,
      userCredit: -1050,
      step: 'identity',
      orders: [{ orderId: 7, plans: [{ principal: 10000, paymentInFlight: { amount: 30050, wallet: '0971' } }] }],
      blocks: [{ kind: 'bills', amount: 105050 }],
      owed: 105050,
      price: null,
    });
  });

  it('refuses a wire amount with more than 2 decimals, as the codecs do', () => {
    expect(() => moneyFromWire({ amount: 10.123 })).toThrow(RangeError);
  });

  it('sends ngwee under money keys as Kwacha numbers, the empty amount as empty, and does not touch the body', () => {
    const body = Object.freeze({ planId: 3, payAmount: 30050 as Ngwee, nested: Object.freeze({ amount: 1 }), mobile: '0971234567' });
    expect(JSON.stringify(body, moneyToWire)).toBe('{"planId":3,"payAmount":300.5,"nested":{"amount":0.01},"mobile":"0971234567"}');
    expect(JSON.stringify({ payAmount: '' }, moneyToWire)).toBe('{"payAmount":""}');
    expect(body.payAmount).toBe(30050);
    expect(() => JSON.stringify({ amount: 10.5 }, moneyToWire)).toThrow(/integer/);
  });

  it('round-trips every body amount the contracts decode', () => {
    const sent = JSON.parse(JSON.stringify({ payAmount: 105050, amount: 29 }, moneyToWire)) as { payAmount: number; amount: number };
    expect(z.object({ payAmount: kwachaInput, amount: kwachaInput }).decode(sent)).toEqual({ payAmount: 105050, amount: 29 });
  });
});
