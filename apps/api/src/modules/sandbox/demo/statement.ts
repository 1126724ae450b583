import type { FastifyInstance } from 'fastify';

/**
 * The MTN statement finance imports on the demo's last day: the sandbox operator's own file of the last 7 days (GET
 * /api/dev/reconciliation/statement.csv, what a person downloads to try the desk), as an operator's file sometimes is:
 * one of Pocket's successful payments missing from it, and one amount different from Pocket's. Both show as
 * differences to resolve on the reconciliation desk. The file is the outside world's, so this is the one thing the
 * demo writes by hand.
 */
export async function demoStatement(app: FastifyInstance): Promise<{ content: string; rows: number }> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/reconciliation/statement.csv?operator=MTN' });
  if (res.statusCode !== 200) throw new Error(`the sandbox statement answered ${res.statusCode}`);
  const [header, ...rows] = res.body.trim().split('\n');
  if (!header || rows.length < 3) throw new Error(`the sandbox statement has ${rows.length} rows, too few to show differences`);
  const amountAt = header.split(',').indexOf('Amount');
  const successful = rows.map((row, i) => ({ row, i })).filter(({ row }) => row.includes(',SUCCESSFUL,'));
  if (successful.length < 2) throw new Error('the sandbox statement has fewer than 2 successful payments');
  const missing = successful[0]!.i;
  const changed = successful[successful.length - 1]!.i;
  const kept = rows
    .map((row, i) => {
      if (i !== changed) return row;
      const cells = row.split(',');
      cells[amountAt] = (Number(cells[amountAt]) + 50).toFixed(2);
      return cells.join(',');
    })
    .filter((_row, i) => i !== missing);
  return { content: `${[header, ...kept].join('\n')}\n`, rows: kept.length };
}
