import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ActionButtons } from './action-buttons';
import { FilterActions } from './filter-actions';
import { FormEnd, FormProblem, SendButton } from './form-end';
import { ReasonForm } from './reason-form';

describe('the end of a desk form', () => {
  it('shows a problem as an alert, and nothing without one', () => {
    const { rerender } = render(<FormProblem message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormProblem message="Reason: must say why" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Reason: must say why');
  });

  it('sends once: the button says what is happening and cannot be pressed while busy', () => {
    const { rerender } = render(<SendButton busy={false} label="Sign in" busyLabel="Signing in..." />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    rerender(<SendButton busy label="Sign in" busyLabel="Signing in..." tone="danger" />);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.getByRole('button')).toHaveClass('danger');
  });

  it('ends with Cancel as a button, as what the caller gives (a link), or none', async () => {
    const onCancel = vi.fn();
    const { rerender } = render(<FormEnd message={null} busy={false} submitLabel="Save" onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    rerender(<FormEnd message={null} busy={false} submitLabel="Save" cancel={<a href="/staff">Cancel</a>} />);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/staff');
    rerender(<FormEnd message={null} busy submitLabel="Save" busyLabel="Saving..." />);
    expect(screen.queryByText('Cancel')).toBeNull();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('offers a filter form’s Apply (the form’s submit) and Clear', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClear = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <FilterActions onClear={onClear} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('lays out a choice of actions, each doing its own', async () => {
    const approve = vi.fn();
    const reject = vi.fn();
    const { container } = render(<ActionButtons actions={[{ label: 'Approve KYC', tone: 'primary', onClick: approve }, { label: 'Reject KYC', tone: 'danger', onClick: reject }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject KYC' }));
    expect(reject).toHaveBeenCalledOnce();
    expect(approve).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Approve KYC' })).toHaveClass('primary');
    expect(container.querySelector('.actions')).not.toBeNull();
  });

  it('a reason form sent through a checked form shows its state and leaves the text to the call’s schema', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<ReasonForm title="Close 2026-10" submitLabel="Request" form={{ busy: false, message: 'reason: must say why' }} onSubmit={onSubmit} onCancel={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('reason: must say why');
    await userEvent.type(screen.getByLabelText('Reason (kept in the audit)'), 'no');
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    expect(onSubmit).toHaveBeenCalledWith('no');
    rerender(<ReasonForm title="Close 2026-10" submitLabel="Request" form={{ busy: true, message: null }} error="Classes: days must be a number" onSubmit={onSubmit} onCancel={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Classes: days must be a number');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });
});
