import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ListState } from './list-state';
import { ListTable } from './list-table';

const rows = (
  <ListTable caption="Payments in flight" columns={['Order', 'Amount', 'Age']}>
    <tr>
      <td>PKT-1042</td>
      <td>K1,050.50</td>
      <td>12 min</td>
    </tr>
  </ListTable>
);

const meta: Meta<typeof ListState> = {
  title: 'desk/ListState',
  component: ListState,
  args: { loading: false, error: null, empty: false, emptyText: 'No payment is in flight.', hasMore: false, loadingMore: false, onMore: fn(), onRetry: fn(), children: rows },
};
export default meta;
type Story = StoryObj<typeof ListState>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** A failed first page: the server's words and a way to try again. */
export const Failed: Story = {
  args: { error: new Error('The server did not answer. Check the connection and try again.'), empty: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server did not answer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NothingFound: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payment is in flight.')).toBeVisible();
  },
};

/** Rows with a next page: "Load more" asks for it, and waits while it comes. */
export const MoreToLoad: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Payments in flight' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Order', 'Amount', 'Age']);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Loading...' })).toBeDisabled();
  },
};
