import { Button, Cell, CellGroup, Tag } from 'react-vant';

import { formatKwacha } from '@pocket/contracts/money';

export type StageStatus = 'REPAYING' | 'OVERDUE' | 'SETTLED';

/** One plan (stage) of an order as the bill pages show it; money in integer ngwee, dates YYYY-MM-DD. */
export type StageView = {
  planId: string;
  loanPeriod: number;
  dueDate: string;
  principal: number;
  interest: number;
  fee: number;
  penalty: number;
  paid: number;
  remaining: number;
  status: StageStatus;
  overdueDays?: number;
  extensionCount?: number;
};

const STATUS_TAG: Record<StageStatus, { text: string; type: 'primary' | 'danger' | 'success' }> = {
  REPAYING: { text: 'Repaying', type: 'primary' },
  OVERDUE: { text: 'Overdue', type: 'danger' },
  SETTLED: { text: 'Paid off', type: 'success' },
};

export type StageRowProps = {
  stage: StageView;
  stageCount?: number;
  onRepay?: (planId: string) => void;
  onExtend?: (planId: string) => void;
};

/** A stage with due date, principal, interest, fee, penalty, paid and remaining, and the actions it allows. */
export function StageRow({ stage, stageCount = 1, onRepay, onExtend }: StageRowProps) {
  const tag = STATUS_TAG[stage.status];
  const open = stage.status !== 'SETTLED';
  const title = stageCount > 1 ? `Stage ${stage.loanPeriod}/${stageCount}` : 'Bill';
  return (
    <section data-testid={`stage-${stage.planId}`}>
      <CellGroup inset title={title}>
      <Cell
        title="Due date"
        value={
          <span>
            {stage.dueDate}{' '}
            <Tag type={tag.type} plain>
              {stage.status === 'OVERDUE' && stage.overdueDays ? `${tag.text} ${stage.overdueDays} days` : tag.text}
            </Tag>
          </span>
        }
      />
      {stage.extensionCount ? <Cell title="Extended" value={`${stage.extensionCount} time(s)`} /> : null}
      <Cell title="Principal" value={formatKwacha(stage.principal)} />
      <Cell title="Interest" value={formatKwacha(stage.interest)} />
      <Cell title="Fee" value={formatKwacha(stage.fee)} />
      <Cell title="Penalty" value={formatKwacha(stage.penalty)} />
      <Cell title="Paid" value={formatKwacha(stage.paid)} />
      <Cell title="Remaining" value={<strong>{formatKwacha(stage.remaining)}</strong>} />
      {open && (onRepay || onExtend) ? (
        <div style={{ display: 'flex', gap: 12, padding: 12 }}>
          {onExtend && (
            <Button round plain type="primary" style={{ flex: 1 }} onClick={() => onExtend(stage.planId)}>
              Extension
            </Button>
          )}
          {onRepay && (
            <Button round type="primary" style={{ flex: 1 }} onClick={() => onRepay(stage.planId)}>
              Repay
            </Button>
          )}
        </div>
      ) : null}
      </CellGroup>
    </section>
  );
}
