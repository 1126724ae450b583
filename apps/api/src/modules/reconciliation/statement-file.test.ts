import { describe, expect, it } from 'vitest';

import { STATEMENT_MAX_CHARS } from '@pocket/contracts/api/staff';

import type { AppError } from '../../plugins/errors';
import { parseStatementAmount, parseStatementTime } from './mapping';
import { readStatementFile, STATEMENT_ID_MAX, STATEMENT_REFERENCE_MAX } from './statement-file';
import { largestStatement } from './test-support';

const refusedWith = async (fn: () => unknown): Promise<{ msg: string; data: unknown }> => {
  try {
    await fn();
  } catch (error) {
    return { msg: (error as AppError).message, data: (error as AppError).data };
  }
  throw new Error('the file was not refused');
};

const MTN_HEADER = 'Financial Transaction Id,External Transaction Id,Amount,Currency,Status,Date';

describe('operator statement files', () => {
  it('reads each operator with its own columns, status words and time format (Lusaka time)', async () => {
    const mtn = await readStatementFile('MTN', `${MTN_HEADER}\n"MP1","ref-1","1,160.00",ZMW,SUCCESSFUL,2026-11-27 10:12:45\n\nMP2,ref-2,50.5,ZMW,failed,2026-11-27 23:59:59\n`);
    expect(mtn).toEqual([
      { lineNo: 2, transactionId: 'MP1', reference: 'ref-1', amount: 116_000, status: 'SUCCESSFUL', time: new Date('2026-11-27T08:12:45Z'), raw: '"MP1","ref-1","1,160.00",ZMW,SUCCESSFUL,2026-11-27 10:12:45' },
      expect.objectContaining({ lineNo: 4, amount: 5_050, status: 'FAILED', time: new Date('2026-11-27T21:59:59Z') }),
    ]);
    const airtel = await readStatementFile('AIRTEL', 'transaction id , REFERENCE,Amount,Status,Transaction Date\nAT1,ref-3,20,TS,27-11-2026 00:30:00\nAT2,ref-4,20,TIP,27-11-2026 00:31:00');
    expect(airtel.map((l) => [l.status, l.time.toISOString()])).toEqual([['SUCCESSFUL', '2026-11-26T22:30:00.000Z'], ['PENDING', '2026-11-26T22:31:00.000Z']]);
    const zamtel = await readStatementFile('ZAMTEL', 'Receipt No,Third Party Reference,Amount (ZMW),Transaction Status,Completion Time\r\nZT1,ref-5,1000,Completed,27/11/2026 09:05\r\n');
    expect(zamtel[0]).toMatchObject({ transactionId: 'ZT1', amount: 100_000, status: 'SUCCESSFUL', time: new Date('2026-11-27T07:05:00Z') });
  });

  it('refuses the whole file at the first problem, naming the line and the reason', async () => {
    const ok = 'MP1,ref-1,10.00,ZMW,SUCCESSFUL,2026-11-27 10:00:00';
    const cases: Array<[string, number, string, RegExp]> = [
      ['Financial Transaction Id,External Transaction Id,Currency,Status,Date\nMP1,ref-1,ZMW,SUCCESSFUL,2026-11-27 10:00:00', 1, 'missing column', /"Amount"/],
      [`${MTN_HEADER}\n${ok}\nMP2,ref-2,12.a,ZMW,SUCCESSFUL,2026-11-27 10:00:00`, 3, 'bad amount', /"12\.a"/],
      [`${MTN_HEADER}\n${ok}\nMP2,ref-2,-5.00,ZMW,SUCCESSFUL,2026-11-27 10:00:00`, 3, 'bad amount', /"-5\.00"/],
      [`${MTN_HEADER}\n${ok}\nMP2,ref-2,5.001,ZMW,SUCCESSFUL,2026-11-27 10:00:00`, 3, 'bad amount', /5\.001/],
      [`${MTN_HEADER}\n${ok}\n\nMP2,ref-2,5.00,ZMW,SUCCESSFUL,2026-02-30 10:00:00`, 4, 'bad date', /2026-02-30 10:00:00.*YYYY-MM-DD HH:mm:ss/],
      [`${MTN_HEADER}\n${ok}\nMP2,ref-2,5.00,ZMW,SUCCESSFUL,27/11/2026 10:00`, 3, 'bad date', /27\/11\/2026/],
      [`${MTN_HEADER}\n${ok}\nMP3,ref-3,5.00,ZMW,SUCCESSFUL,2026-11-27 10:00:00\nMP1,ref-9,5.00,ZMW,SUCCESSFUL,2026-11-27 10:00:00`, 4, 'duplicate transaction id', /MP1 is also on line 2/],
      [`${MTN_HEADER}\n${ok}\nMP2,ref-2,5.00,ZMW,DONE,2026-11-27 10:00:00`, 3, 'bad status', /"DONE"/],
      [`${MTN_HEADER}\n${ok}\n,ref-2,5.00,ZMW,SUCCESSFUL,2026-11-27 10:00:00`, 3, 'missing transaction id', /empty/],
      [`${MTN_HEADER}\n${ok}\nMP2,ref-2,5.00,ZMW`, 3, 'wrong number of columns', /4 cells where the header has 6/],
      [`${MTN_HEADER}\n${ok}\nMP2,"ref-2,5.00,ZMW,SUCCESSFUL,2026-11-27 10:00:00`, 3, 'not a CSV file', /./],
      [`${MTN_HEADER}\n`, 1, 'no lines', /no transactions/],
    ];
    for (const [content, line, reason, detail] of cases) {
      const refused = await refusedWith(() => readStatementFile('MTN', content));
      expect(refused.data, content).toEqual({ line, reason });
      expect(refused.msg).toMatch(new RegExp(`^Line ${line}: ${reason}: `));
      expect(refused.msg).toMatch(detail);
      expect(refused.msg).toContain('Nothing was imported');
    }
  });

  it('reads amounts in Kwacha into ngwee and Lusaka times into instants, strictly', () => {
    expect(['1160', '1160.5', '1,160.00', '0.01', '10,000,000.00'].map(parseStatementAmount)).toEqual([116_000, 116_050, 116_000, 1, 1_000_000_000]);
    expect(['0', '0.00', '1,16.00', '1160.', '.5', 'K1160', '1 160', '10,000,000.01'].map(parseStatementAmount)).toEqual(Array(8).fill(null));
    expect(parseStatementTime('2026-11-27 00:00:00', 'YYYY-MM-DD HH:mm:ss')!.toISOString()).toBe('2026-11-26T22:00:00.000Z');
    expect(parseStatementTime('2026-11-27 24:00:00', 'YYYY-MM-DD HH:mm:ss')).toBeNull();
    expect(parseStatementTime('31-04-2026 10:00:00', 'DD-MM-YYYY HH:mm:ss')).toBeNull();
  });
});

describe('long cells and the largest file (issue 42, defect 11)', () => {
  const ok = 'MP1,ref-1,10.00,ZMW,SUCCESSFUL,2026-11-27 10:00:00';
  it(`a transaction id over ${STATEMENT_ID_MAX} or a reference over ${STATEMENT_REFERENCE_MAX} characters refuses the file, naming the line and the column`, async () => {
    const longId = await refusedWith(() => readStatementFile('MTN', `${MTN_HEADER}\n${ok}\n${'9'.repeat(1_900_000)},ref-2,5.00,ZMW,SUCCESSFUL,2026-11-27 10:00:00`));
    expect(longId.data).toEqual({ line: 3, reason: 'transaction id too long' });
    expect(longId.msg).toBe(`Line 3: transaction id too long: the "Financial Transaction Id" cell has 1900000 characters, at most ${STATEMENT_ID_MAX}. Nothing was imported; correct the file and import it again.`);
    const longReference = await refusedWith(() => readStatementFile('AIRTEL', `Transaction ID,Reference,Amount,Status,Transaction Date\nAT1,${'r'.repeat(STATEMENT_REFERENCE_MAX + 1)},20,TS,27-11-2026 00:30:00`));
    expect(longReference.data).toEqual({ line: 2, reason: 'reference too long' });
    expect(longReference.msg).toMatch(/^Line 2: reference too long: the "Reference" cell has 129 characters, at most 128\./);
    // At the limits, read as any line.
    const atLimits = await readStatementFile('MTN', `${MTN_HEADER}\n${'7'.repeat(STATEMENT_ID_MAX)},${'r'.repeat(STATEMENT_REFERENCE_MAX)},5.00,ZMW,SUCCESSFUL,2026-11-27 10:00:00`);
    expect(atLimits.map((l) => [l.transactionId.length, l.reference.length])).toEqual([[STATEMENT_ID_MAX, STATEMENT_REFERENCE_MAX]]);
  });

  it('a refusal quotes at most 40 characters of the cell (a 1.9 M-character amount is not sent back)', async () => {
    const refused = await refusedWith(() => readStatementFile('MTN', `${MTN_HEADER}\nMP2,ref-2,${'1'.repeat(1_900_000)}x,ZMW,SUCCESSFUL,2026-11-27 10:00:00`));
    expect(refused.data).toEqual({ line: 2, reason: 'bad amount' });
    expect(refused.msg.length).toBeLessThan(200);
    expect(refused.msg).toContain(`"${'1'.repeat(40)}..." is not an amount in Kwacha`);
  });

  it('reading the largest accepted file gives the event loop turns while it reads (a server stays able to answer)', async () => {
    const content = largestStatement();
    expect(content.length).toBeGreaterThan(STATEMENT_MAX_CHARS - 200);
    let turns = 0;
    let reading = true;
    const turn = () => {
      if (!reading) return;
      turns += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    const lines = await readStatementFile('MTN', content);
    reading = false;
    expect(lines.length).toBeGreaterThan(20_000);
    // A reader that holds the loop until the end gives none.
    console.log(`[statement-file] ${lines.length} lines of ${content.length} characters read in ${turns} turns of the event loop`);
    expect(turns).toBeGreaterThan(10);
  });
});
