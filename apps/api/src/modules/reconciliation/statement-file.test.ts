import { describe, expect, it } from 'vitest';

import type { AppError } from '../../plugins/errors';
import { parseStatementAmount, parseStatementTime } from './mapping';
import { readStatementFile } from './statement-file';

const refusedWith = (fn: () => unknown): { msg: string; data: unknown } => {
  try {
    fn();
  } catch (error) {
    return { msg: (error as AppError).message, data: (error as AppError).data };
  }
  throw new Error('the file was not refused');
};

const MTN_HEADER = 'Financial Transaction Id,External Transaction Id,Amount,Currency,Status,Date';

describe('operator statement files', () => {
  it('reads each operator with its own columns, status words and time format (Lusaka time)', () => {
    const mtn = readStatementFile('MTN', `${MTN_HEADER}\n"MP1","ref-1","1,160.00",ZMW,SUCCESSFUL,2026-11-27 10:12:45\n\nMP2,ref-2,50.5,ZMW,failed,2026-11-27 23:59:59\n`);
    expect(mtn).toEqual([
      { lineNo: 2, transactionId: 'MP1', reference: 'ref-1', amount: 116_000, status: 'SUCCESSFUL', time: new Date('2026-11-27T08:12:45Z'), raw: '"MP1","ref-1","1,160.00",ZMW,SUCCESSFUL,2026-11-27 10:12:45' },
      expect.objectContaining({ lineNo: 4, amount: 5_050, status: 'FAILED', time: new Date('2026-11-27T21:59:59Z') }),
    ]);
    const airtel = readStatementFile('AIRTEL', 'transaction id , REFERENCE,Amount,Status,Transaction Date\nAT1,ref-3,20,TS,27-11-2026 00:30:00\nAT2,ref-4,20,TIP,27-11-2026 00:31:00');
    expect(airtel.map((l) => [l.status, l.time.toISOString()])).toEqual([['SUCCESSFUL', '2026-11-26T22:30:00.000Z'], ['PENDING', '2026-11-26T22:31:00.000Z']]);
    const zamtel = readStatementFile('ZAMTEL', 'Receipt No,Third Party Reference,Amount (ZMW),Transaction Status,Completion Time\r\nZT1,ref-5,1000,Completed,27/11/2026 09:05\r\n');
    expect(zamtel[0]).toMatchObject({ transactionId: 'ZT1', amount: 100_000, status: 'SUCCESSFUL', time: new Date('2026-11-27T07:05:00Z') });
  });

  it('refuses the whole file at the first problem, naming the line and the reason', () => {
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
      const refused = refusedWith(() => readStatementFile('MTN', content));
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
