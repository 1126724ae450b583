import { Button, Cell, CellGroup, Tag } from 'react-vant';

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

const STATUS_TAG: Record<InstalmentStatus, { text: string; type: 'primary' | 'danger' | 'success' }> = {
  REPAYING: { text: 'Repaying', type: 'primary' },
  OVERDUE: { text: 'Overdue', type: 'danger' },
  SETTLED: { text: 'Paid off', type: 'success' },
};

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
  const tag = STATUS_TAG[instalment.status];
  const open = instalment.status !== 'SETTLED';
  const title = instalmentCount > 1 ? `Instalment ${instalment.loanPeriod}/${instalmentCount}` : 'Bill';
  return (
    <section data-testid={`instalment-${instalment.planId}`}>
      <CellGroup inset title={title}>
        <Cell
          title="Due date"
          value={
            <span>
              {instalment.dueDate}{' '}
              <Tag type={tag.type} plain>
                {instalment.status === 'OVERDUE' && instalment.overdueDays ? `${tag.text} ${instalment.overdueDays} days` : tag.text}
              </Tag>
            </span>
          }
        />
        {instalment.extensionCount ? <Cell title="Extended" value={`${instalment.extensionCount} time(s)`} /> : null}
        <Cell title="Principal" value={formatKwacha(instalment.principal)} />
        <Cell title="Interest" value={formatKwacha(instalment.interest)} />
        <Cell title="Fee" value={formatKwacha(instalment.fee)} />
        <Cell title="Penalty" value={formatKwacha(instalment.penalty)} />
        <BillLineCells lines={instalment.lines} />
        {open && (onRepay || onExtend) ? (
          <div style={{ display: 'flex', gap: 12, padding: 12 }}>
            {onExtend && (
              <Button round plain type="primary" style={{ flex: 1 }} disabled={paymentPending} onClick={() => onExtend(instalment.planId)}>
                Extension
              </Button>
            )}
            {onRepay && (
              <Button round type="primary" style={{ flex: 1 }} disabled={paymentPending} onClick={() => onRepay(instalment.planId)}>
                Repay
              </Button>
            )}
          </div>
        ) : null}
      </CellGroup>
    </section>
  );
}
