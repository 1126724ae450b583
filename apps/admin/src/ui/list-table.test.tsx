import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ListTable, RowsTable } from './list-table';

describe('ListTable', () => {
  it('is a table named by its caption, with a column header per column and the rows given', () => {
    render(
      <ListTable caption="Staff accounts" columns={['Name', 'Roles']}>
        <tr>
          <td>Ada</td>
          <td>admin</td>
        </tr>
      </ListTable>,
    );
    const table = screen.getByRole('table', { name: 'Staff accounts' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Roles']);
    expect(table).toContainElement(screen.getByRole('cell', { name: 'Ada' }));
  });

  it('draws one row per item with its cells in the columns’ order, each row named when asked', () => {
    render(<RowsTable caption="Disbursed per day" columns={['Day', 'Loans']} rows={[{ day: '2026-11-01', loans: 3 }, { day: '2026-11-02', loans: 0 }]} rowKey={(r) => r.day} cells={(r) => [r.day, r.loans]} testId={(r) => `day-${r.day}`} />);
    expect(screen.getAllByRole('row').slice(1).map((tr) => Array.from(tr.children).map((td) => td.textContent))).toEqual([['2026-11-01', '3'], ['2026-11-02', '0']]);
    expect(screen.getByTestId('day-2026-11-02')).toHaveTextContent('2026-11-020');
  });
});
