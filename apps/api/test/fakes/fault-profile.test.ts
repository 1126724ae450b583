import { describe, expect, it } from 'vitest';

import { drawMs, FaultModel, type FaultProfile, NO_FAULTS, PAYDAY_FAULTS, seeded, withFaults } from './fault-profile';

const N = 20_000;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const share = (n: number) => n / N;

describe('the fault model of a misbehaving operator (issue 49)', () => {
  it('draws the same faults from the same seed, and other faults from another seed', () => {
    const draws = (profile: FaultProfile) => {
      const model = new FaultModel(profile);
      return Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? model.create() : i % 3 === 1 ? model.status() : model.transaction('collection')));
    };
    expect(draws(PAYDAY_FAULTS)).toEqual(draws(PAYDAY_FAULTS));
    expect(draws(withFaults(PAYDAY_FAULTS, { seed: 50 }))).not.toEqual(draws(PAYDAY_FAULTS));
  });

  it('a spread draws times whose median and 99th percentile are the ones asked for', () => {
    const random = seeded(7);
    const xs = Array.from({ length: N }, () => drawMs(random, { medianMs: 4_000, p99Ms: 45_000 }));
    expect(quantile(xs, 0.5)).toBeGreaterThan(4_000 * 0.95);
    expect(quantile(xs, 0.5)).toBeLessThan(4_000 * 1.05);
    expect(quantile(xs, 0.99)).toBeGreaterThan(45_000 * 0.85);
    expect(quantile(xs, 0.99)).toBeLessThan(45_000 * 1.15);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(drawMs(random, { medianMs: 0, p99Ms: 100 })).toBe(0);
  });

  it('an operator without faults answers every call and decides every transaction with one callback', () => {
    const model = new FaultModel(NO_FAULTS);
    for (let i = 0; i < 1_000; i += 1) {
      expect(model.create()).toEqual({ kind: 'answer', delayMs: 0 });
      expect(model.status()).toEqual({ kind: 'answer', delayMs: 0 });
      expect(model.transaction(i % 2 ? 'collection' : 'disbursement')).toEqual({
        outcome: 'SUCCESSFUL', decideAfterMs: 50, held: false, callbacks: [{ afterMs: 0, early: false }], callbackFault: 'none',
      });
    }
  });

  it('create calls time out, fail with a 5xx stored or not stored, at the profile shares', () => {
    const model = new FaultModel(withFaults(NO_FAULTS, { request: { serverError: 0.1, storedShare: 0.5, timeout: 0.05 } }));
    const fates = Array.from({ length: N }, () => model.create());
    const timeouts = fates.filter((f) => f.kind === 'timeout').length;
    const errors = fates.filter((f) => f.kind === 'server-error');
    expect(share(timeouts)).toBeCloseTo(0.05, 2);
    // A 5xx is drawn among the calls that did not time out.
    expect(share(errors.length)).toBeCloseTo(0.95 * 0.1, 2);
    expect(errors.filter((f) => f.kind === 'server-error' && f.stored).length / errors.length).toBeCloseTo(0.5, 1);
  });

  it('status queries time out and fail with a 5xx at the profile shares', () => {
    const model = new FaultModel(withFaults(NO_FAULTS, { status: { serverError: 0.2, timeout: 0.01 } }));
    const fates = Array.from({ length: N }, () => model.status());
    expect(share(fates.filter((f) => f.kind === 'timeout').length)).toBeCloseTo(0.01, 2);
    expect(share(fates.filter((f) => f.kind === 'server-error').length)).toBeCloseTo(0.99 * 0.2, 2);
  });

  it('transactions are held until asked, never decided, or decided with callbacks lost, sent twice or out of order', () => {
    const model = new FaultModel(
      withFaults(NO_FAULTS, {
        heldUntilAsked: 0.1, neverDecided: 0.02, declined: 0.25,
        callback: { lost: 0.2, duplicated: 0.1, outOfOrder: 0.1 },
        callbackDelay: { medianMs: 100, p99Ms: 1_000 }, reorderDelay: { medianMs: 2_000, p99Ms: 10_000 },
      }),
    );
    const plans = Array.from({ length: N }, () => model.transaction('collection'));
    const never = plans.filter((p) => p.outcome === 'never');
    const held = plans.filter((p) => p.held);
    const decided = plans.filter((p) => p.outcome !== 'never' && !p.held);
    expect(share(never.length)).toBeCloseTo(0.02, 2);
    expect(share(held.length)).toBeCloseTo(0.98 * 0.1, 2);
    expect([...never, ...held].every((p) => p.callbacks.length === 0)).toBe(true);
    // Declines are drawn for every transaction, whatever its callbacks.
    expect(plans.filter((p) => p.outcome === 'FAILED').length / (N - never.length)).toBeCloseTo(0.25, 1);
    const of = (fault: string) => decided.filter((p) => p.callbackFault === fault);
    expect(of('lost').length / decided.length).toBeCloseTo(0.2, 1);
    expect(of('duplicated').length / decided.length).toBeCloseTo(0.1, 1);
    expect(of('out-of-order').length / decided.length).toBeCloseTo(0.1, 1);
    expect(of('lost').every((p) => p.callbacks.length === 0)).toBe(true);
    expect(of('none').every((p) => p.callbacks.length === 1 && !p.callbacks[0]!.early)).toBe(true);
    // Sent twice: the copy after the first.
    expect(of('duplicated').every((p) => p.callbacks.length === 2 && p.callbacks[1]!.afterMs >= p.callbacks[0]!.afterMs && !p.callbacks[0]!.early)).toBe(true);
    // Out of order: one before the decision, the real one held back by the reorder delay.
    expect(of('out-of-order').every((p) => p.callbacks.length === 2 && p.callbacks[0]!.early && !p.callbacks[1]!.early)).toBe(true);
    const held_back = of('out-of-order').map((p) => p.callbacks[1]!.afterMs);
    expect(quantile(held_back, 0.5)).toBeGreaterThan(1_500);
  });

  it('transfers take the transfer spread and fail at the transfer share; PIN prompts take the approval spread', () => {
    const model = new FaultModel(withFaults(NO_FAULTS, { approval: { medianMs: 5_000, p99Ms: 30_000 }, transfer: { medianMs: 500, p99Ms: 2_000 }, transferFailed: 0.1 }));
    const transfers = Array.from({ length: N }, () => model.transaction('disbursement'));
    const prompts = Array.from({ length: N }, () => model.transaction('collection'));
    expect(quantile(transfers.map((p) => p.decideAfterMs), 0.5)).toBeCloseTo(500, -2);
    expect(quantile(prompts.map((p) => p.decideAfterMs), 0.5)).toBeCloseTo(5_000, -3);
    expect(share(transfers.filter((p) => p.outcome === 'FAILED').length)).toBeCloseTo(0.1, 1);
    expect(prompts.every((p) => p.outcome === 'SUCCESSFUL')).toBe(true);
  });
});
