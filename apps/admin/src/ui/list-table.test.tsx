import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ListTable } from './list-table';

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
});
