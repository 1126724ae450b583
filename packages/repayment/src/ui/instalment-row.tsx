import { Button, Cell, CellGroup, Tag } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { formatKwacha } from '@pocket/contracts/money';

import type { BillLinesView } from '../model/bill-lines';
import { BillLineCells } from './bill-line-cells';

export type InstalmentStatus = 'REPAYING' | 'OVERDUE' | 'SETTLED';

/** One instalment (plan) of a loan as the bill pages show it; money in integer ngwee, dates YYYY-MM-DD. */
export type InstalmentView = {
  planId: string;
  loanPeriod: number;
  dueDate: string;
  principal: number;
  interest: number;
  fee: number;
  penalty: number;
  lines: BillLinesView;
  status: InstalmentStatus;
  overdueDays?: number;
  extensionCount?: number;
};

const STATUS_TAG: Record<InstalmentStatus, 'primary' | 'danger' | 'success'> = { REPAYING: 'primary', OVERDUE: 'danger', SETTLED: 'success' };

export type InstalmentRowProps = {
  instalment: InstalmentView;
  instalmentCount?: number;
  onRepay?: (planId: string) => void;
  onExtend?: (planId: string) => void;
  /** A payment of this bill waits for the PIN: the actions wait too (the note above says why). */
  paymentPending?: boolean;
};

/** An instalment with its due date, charges, the lines that add up to what remains, and the actions it allows. */
export function InstalmentRow({ instalment, instalmentCount = 1, onRepay, onExtend, paymentPending = false }: InstalmentRowProps) {
  const t = useText();
  const { status, overdueDays } = instalment;
  const open = status !== 'SETTLED';
  const title = instalmentCount > 1 ? t('Instalment {period}/{count}', { period: instalment.loanPeriod, count: instalmentCount }) : t('Bill');
  let tag = t(status === 'REPAYING' ? 'Repaying' : 'Paid off');
  if (status === 'OVERDUE') tag = overdueDays ? t('Overdue {days} days', { days: overdueDays }) : t('Overdue');
  return (
    <section data-testid={`instalment-${instalment.planId}`}>
      <CellGroup inset title={title}>
        <Cell
          title={t('Due date')}
          value={
            <span>
              {instalment.dueDate}{' '}
              <Tag type={STATUS_TAG[status]} plain>
                {tag}
              </Tag>
            </span>
          }
        />
        {instalment.extensionCount ? <Cell title={t('Extended')} value={t('{count} time(s)', { count: instalment.extensionCount })} /> : null}
        <Cell title={t('Principal')} value={formatKwacha(instalment.principal)} />
        <Cell title={t('Interest')} value={formatKwacha(instalment.interest)} />
        <Cell title={t('Fee')} value={formatKwacha(instalment.fee)} />
        <Cell title={t('Penalty')} value={formatKwacha(instalment.penalty)} />
        <BillLineCells lines={instalment.lines} />
        {open && (onRepay || onExtend) ? (
          <div style={{ display: 'flex', gap: 12, padding: 12 }}>
            {onExtend && (
              <Button round plain type="primary" style={{ flex: 1 }} disabled={paymentPending} onClick={() => onExtend(instalment.planId)}>
                {t('Extension')}
              </Button>
            )}
            {onRepay && (
              <Button round type="primary" style={{ flex: 1 }} disabled={paymentPending} onClick={() => onRepay(instalment.planId)}>
                {t('Repay')}
              </Button>
            )}
          </div>
        ) : null}
      </CellGroup>
    </section>
  );
}
