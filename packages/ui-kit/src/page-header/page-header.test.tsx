import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the page title and goes back with the arrow', async () => {
    const onBack = vi.fn();
    render(<PageHeader title="Billing Details" onBack={onBack} />);
    expect(screen.getByText('Billing Details')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('the arrow is reached with Tab and pressed with Enter or Space (issue 33)', async () => {
    const onBack = vi.fn();
    render(<PageHeader title="Billing Details" onBack={onBack} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onBack).toHaveBeenCalledTimes(2);
  });
});
