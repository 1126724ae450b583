import { randomUUID } from 'node:crypto';

import { afterEach, describe, expect, it } from 'vitest';

import { testDb } from '../../../test/harness';
import { operatorOf, requireSupportedOperator, ZAMTEL_NOT_SUPPORTED } from './operator';
import { SandboxMobileMoney, WRONG_PIN } from './sandbox';
import { DbPromptStore } from './sandbox-store';

let sandbox: SandboxMobileMoney;
afterEach(() => sandbox.close());

describe('sandbox mobile-money simulator', () => {
  it('turns a request-to-pay into a pending PIN prompt that the right PIN approves', async () => {
    sandbox = new SandboxMobileMoney({ pin: '1234', disburseDelayMs: 10 });
    const hints: string[] = [];
    sandbox.onCallback((h) => hints.push(h.reference));
    await sandbox.requestToPay({ reference: 'r1', msisdn: '0961234567', amount: 30_000, note: 'bill' });
    expect((await sandbox.pendingPrompts('0961234567')).map((p) => p.reference)).toEqual(['r1']);
    await sandbox.approve('r1', '1234');
    expect(await sandbox.status('collection', 'r1')).toMatchObject({ status: 'SUCCESSFUL' });
    expect(await sandbox.pendingPrompts('0961234567')).toEqual([]);
    expect(hints).toEqual(['r1']);
  });

  it('fails the payment on a wrong PIN and on decline, and never moves a final state', async () => {
    sandbox = new SandboxMobileMoney({ pin: '1234', disburseDelayMs: 10 });
    await sandbox.requestToPay({ reference: 'r2', msisdn: '0961234567', amount: 100, note: '' });
    await sandbox.approve('r2', '9999');
    expect(await sandbox.status('collection', 'r2')).toEqual({ status: 'FAILED', reason: WRONG_PIN, providerTxId: 'SBX-r2' });
    await sandbox.approve('r2', '1234');
    expect((await sandbox.status('collection', 'r2')).status).toBe('FAILED');
    await sandbox.requestToPay({ reference: 'r3', msisdn: '0961234567', amount: 100, note: '' });
    await sandbox.decline('r3');
    expect((await sandbox.status('collection', 'r3')).status).toBe('FAILED');
  });

  it('approves by itself after SANDBOX_AUTO_APPROVE_MS and disburses after a short delay', async () => {
    sandbox = new SandboxMobileMoney({ pin: '1234', autoApproveMs: 20, disburseDelayMs: 20 });
    await sandbox.requestToPay({ reference: 'a', msisdn: '0971234567', amount: 100, note: '' });
    await sandbox.transfer({ reference: 'd', msisdn: '0971234567', amount: 100, note: '' });
    expect((await sandbox.status('disbursement', 'd')).status).toBe('PENDING');
    await new Promise((r) => setTimeout(r, 60));
    expect((await sandbox.status('collection', 'a')).status).toBe('SUCCESSFUL');
    expect((await sandbox.status('disbursement', 'd')).status).toBe('SUCCESSFUL');
    expect(await sandbox.status('collection', 'nope')).toEqual({ status: 'NOT_FOUND' });
  });
});

describe('sandbox prompts in the database (issue 16)', () => {
  it('a PIN prompt survives a restart: a new simulator on the same database approves it', async () => {
    const db = await testDb();
    const reference = `restart-${randomUUID()}`;
    const before = new SandboxMobileMoney({ pin: '1234', disburseDelayMs: 10 }, new DbPromptStore(db));
    await before.requestToPay({ reference, msisdn: '0961234599', amount: 5_000, note: 'bill' });
    before.close(); // the process stops
    sandbox = new SandboxMobileMoney({ pin: '1234', disburseDelayMs: 10 }, new DbPromptStore(db));
    expect((await sandbox.pendingPrompts('0961234599')).map((p) => p.reference)).toContain(reference);
    expect((await sandbox.status('collection', reference)).status).toBe('PENDING');
    await sandbox.approve(reference, '1234');
    expect((await sandbox.status('collection', reference)).status).toBe('SUCCESSFUL');
  });

  it('a transfer whose timer was lost in a restart completes at the next status call', async () => {
    const db = await testDb();
    const reference = `lost-${randomUUID()}`;
    const before = new SandboxMobileMoney({ pin: '1234', disburseDelayMs: 30 }, new DbPromptStore(db));
    await before.transfer({ reference, msisdn: '0971234599', amount: 5_000, note: 'loan' });
    before.close();
    sandbox = new SandboxMobileMoney({ pin: '1234', disburseDelayMs: 30 }, new DbPromptStore(db));
    await new Promise((r) => setTimeout(r, 60));
    expect((await sandbox.status('disbursement', reference)).status).toBe('SUCCESSFUL');
  });
});

describe('operator by prefix', () => {
  it('maps MTN 096/076/056, Airtel 097/077/057, Zamtel 095/075/055', () => {
    expect(['0961234567', '0761234567', '0561234567'].map(operatorOf)).toEqual(['MTN', 'MTN', 'MTN']);
    expect(['0971234567', '0771234567', '0571234567'].map(operatorOf)).toEqual(['AIRTEL', 'AIRTEL', 'AIRTEL']);
    expect(['0951234567', '0751234567', '0551234567'].map(operatorOf)).toEqual(['ZAMTEL', 'ZAMTEL', 'ZAMTEL']);
  });
  it('refuses Zamtel with a clear "not supported yet"', () => {
    expect(() => requireSupportedOperator('0951234567')).toThrow(ZAMTEL_NOT_SUPPORTED);
    expect(requireSupportedOperator('0771234567')).toBe('AIRTEL');
  });
});
