import type { CashData, CollectedData, DisbursedData, KycFunnelData, OutstandingData, ParData, TrialBalanceData, VintageData } from '@pocket/contracts/api/staff';
import { formatKwacha } from '@pocket/contracts/money';

import { DeskGuard } from '../layout/desk-guard';
import { ListTable, RowsTable } from '../ui/list-table';
import { useUrlFilters } from '../ui/use-url-filters';
import { BarsChart, LinesChart } from './charts';
import { ReportFilterForm } from './report-filter-form';
import { reportFiltersOf, reportQuery } from './report-filters';
import { ReportSection } from './report-section';

const K = formatKwacha;
const pct = (value: number) => `${value.toFixed(2)}%`;

/**
 * The reports a lender runs on (docs/reports.md): tables, charts where a picture reads faster, CSV downloads. The
 * filters applied are in the address (`ui/use-url-filters.ts`), so a filtered report is shared by link.
 */
export function ReportsPage() {
  const { values, setFilters } = useUrlFilters('reports', {});
  const filters = reportFiltersOf(values);
  const q = (name: Parameters<typeof reportQuery>[0]) => reportQuery(name, filters);
  return (
    <DeskGuard resource="reports">
      <div className="page-head">
        <h1>Reports</h1>
      </div>
      {/* Keyed by the address's filters: going back to another filtered address shows its filters in the form. */}
      <ReportFilterForm key={JSON.stringify(filters)} applied={filters} onApply={(next) => setFilters({ ...next })} />

      <ReportSection<ParData> name="par" title="Portfolio at risk" about="Outstanding principal of open loans with a bill more than N days late, over all outstanding principal, today." query={q('par')}>
        {(data) => (
          <>
            <p>
              {data.loans} open loans, {K(data.outstandingPrincipal)} of principal outstanding on {data.asOf}.
            </p>
            <RowsTable
              caption="Portfolio at risk"
              columns={['Bucket', 'Loans', 'Principal at risk', 'Share']}
              rows={data.rows}
              rowKey={(r) => r.bucket}
              testId={(r) => `par-${r.days}`}
              cells={(r) => [r.bucket, r.loans, K(r.principalAtRisk), pct(r.percent)]}
            />
            <BarsChart title="PAR by days late (% of outstanding principal)" items={data.rows} label={(r) => r.bucket} value={(r) => r.percent} unit="%" />
          </>
        )}
      </ReportSection>

      <ReportSection<TrialBalanceData> name="trial-balance" title="Trial balance" about="Every ledger account's balance at the end of the day; debits equal credits." query={q('trial-balance')}>
        {(data) => (
          <ListTable caption={`Trial balance on ${data.on}`} columns={['Account', 'Debit', 'Credit']}>
            {data.rows.map((r) => (
              <tr key={r.account}>
                <td>{r.account}</td>
                <td>{r.debit ? K(r.debit) : ''}</td>
                <td>{r.credit ? K(r.credit) : ''}</td>
              </tr>
            ))}
            <tr className="totals" data-testid="trial-balance-totals">
              <th scope="row">Total on {data.on}</th>
              <td>{K(data.totals.debit)}</td>
              <td>{K(data.totals.credit)}</td>
            </tr>
            <tr>
              <td colSpan={3} data-testid="trial-balance-verdict">
                {data.totals.balanced ? 'Balanced: debits equal credits.' : 'NOT balanced: debits and credits differ. Tell the finance lead.'}
              </td>
            </tr>
          </ListTable>
        )}
      </ReportSection>

      <ReportSection<DisbursedData> name="disbursed" title="Disbursed" about="Loans whose money reached the borrower (or, for a phone, whose deposit was paid), per day." query={q('disbursed')}>
        {(data) => (
          <>
            <RangeTotal count={data.totals.loans} noun="loans" amount={data.totals.principal} range={data} />
            <BarsChart title="Principal disbursed per day (K)" items={data.rows} label={(r) => r.date} value={(r) => r.principal} unit="" money />
            <RowsTable caption="Disbursed per day" columns={['Day', 'Loans', 'Principal']} rows={data.rows} rowKey={(r) => r.date} cells={(r) => [r.date, r.loans, K(r.principal)]} />
          </>
        )}
      </ReportSection>

      <ReportSection<CollectedData> name="collected" title="Collected" about="Money received (repayments, extension fees, VIP cards, phone deposits) by operator and kind." query={q('collected')}>
        {(data) => (
          <>
            <RangeTotal count={data.totals.payments} noun="payments" amount={data.totals.amount} range={data} />
            <BarsChart title="Collected by operator and kind (K)" items={data.rows} label={(r) => `${r.operator} ${r.kind}`} value={(r) => r.amount} unit="" money />
            <RowsTable
              caption="Collected by operator and kind"
              columns={['Operator', 'Kind', 'Payments', 'Amount']}
              rows={data.rows}
              rowKey={(r) => `${r.operator}-${r.kind}`}
              cells={(r) => [r.operator, r.kind, r.payments, K(r.amount)]}
            />
          </>
        )}
      </ReportSection>

      <ReportSection<OutstandingData> name="outstanding" title="Outstanding" about="What open loans still owe today, by product: due less paid less waived." query={q('outstanding')}>
        {(data) => (
          <RowsTable
            caption={`Outstanding on ${data.asOf}`}
            columns={['Product', 'Loans', 'Principal', 'Interest', 'Fee', 'Penalty', 'Total']}
            rows={[...data.rows, { productId: 0, product: 'All products', ...data.totals }]}
            rowKey={(r) => r.productId}
            cells={(r) => [r.product, r.loans, K(r.principal), K(r.interest), K(r.fee), K(r.penalty), K(r.total)]}
          />
        )}
      </ReportSection>

      <ReportSection<VintageData> name="vintage" title="Vintage" about="Loans by disbursement week (Monday), and the share of their principal that went more than 30 days late." query={q('vintage')}>
        {(data) => (
          <>
            <BarsChart title="30+ days late by disbursement week (% of principal)" items={data.rows} label={(r) => r.week} value={(r) => r.percent30} unit="%" />
            <RowsTable
              caption="Vintage by disbursement week"
              columns={['Week of', 'Loans', 'Principal', 'Loans 30+ late', 'Principal 30+ late', 'Share']}
              rows={data.rows}
              rowKey={(r) => r.week}
              cells={(r) => [r.week, r.loans, K(r.principal), r.loans30, K(r.principal30), pct(r.percent30)]}
            />
          </>
        )}
      </ReportSection>

      <ReportSection<CashData> name="cash" title="Cash per operator wallet" about="Money in and out of each operator wallet per day, with the wallet's running balance." query={q('cash')}>
        {(data) => (
          <>
            <LinesChart title="Wallet balance per day (K)" rows={data.rows.map((r) => ({ x: r.date, series: r.operator, value: r.balance }))} unit="" money />
            <RowsTable
              caption="Cash per operator wallet per day"
              columns={['Day', 'Operator', 'In', 'Out', 'Net', 'Balance']}
              rows={data.rows}
              rowKey={(r) => `${r.date}-${r.operator}`}
              cells={(r) => [r.date, r.operator, K(r.moneyIn), K(r.moneyOut), K(r.net), K(r.balance)]}
            />
          </>
        )}
      </ReportSection>

      <ReportSection<KycFunnelData> name="kyc-funnel" title="KYC funnel" about="Borrowers who signed up in the range and how far they got." query={q('kyc-funnel')}>
        {(data) => (
          <>
            <BarsChart title="Borrowers at each step" items={data.rows} label={(r) => r.step} value={(r) => r.borrowers} unit="" />
            <RowsTable caption="KYC funnel" columns={['Step', 'Borrowers', 'Of those signed up']} rows={data.rows} rowKey={(r) => r.step} cells={(r) => [r.step, r.borrowers, pct(r.percent)]} />
          </>
        )}
      </ReportSection>
    </DeskGuard>
  );
}

/** A report's total over its range: `12 loans, K3,400.00 from 2026-11-01 to 2026-11-30.` */
function RangeTotal({ count, noun, amount, range }: { count: number; noun: string; amount: number; range: { from: string; to: string } }) {
  return (
    <p>
      {count} {noun}, {K(amount)} from {range.from} to {range.to}.
    </p>
  );
}
