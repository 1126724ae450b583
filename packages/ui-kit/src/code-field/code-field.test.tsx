import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CodeField } from './code-field';

function Harness({ onObtain, resetKey }: { onObtain: () => Promise<boolean> | boolean; resetKey?: number }) {
  const [code, setCode] = useState('');
  return <CodeField value={code} onChange={setCode} onObtain={onObtain} resetKey={resetKey} />;
}

const obtainButton = () => screen.getByRole('button', { name: /Obtain|\d+s/ });

describe('CodeField (docs/product.md#states-and-transitions, verification code)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it("shows 'Obtain' and accepts at most 4 characters", async () => {
    render(<Harness onObtain={() => true} />);
    expect(obtainButton()).toHaveTextContent('Obtain');
    const input = screen.getByPlaceholderText('Verification code');
    await user().type(input, '123456');
    expect(input).toHaveValue('1234');
  });

  it('after a successful send shows a 60-second countdown and is disabled', async () => {
    const onObtain = vi.fn().mockResolvedValue(true);
    render(<Harness onObtain={onObtain} />);
    await user().click(obtainButton());
    expect(onObtain).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(obtainButton()).toHaveTextContent('60s'));
    expect(obtainButton()).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(obtainButton()).toHaveTextContent('59s');
    await user().click(obtainButton());
    expect(onObtain).toHaveBeenCalledTimes(1);
  });

  it("returns to 'Obtain' at zero", async () => {
    render(<Harness onObtain={() => true} />);
    await user().click(obtainButton());
    await waitFor(() => expect(obtainButton()).toHaveTextContent('60s'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(obtainButton()).toHaveTextContent('1s');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(obtainButton()).toHaveTextContent('Obtain');
    expect(obtainButton()).toBeEnabled();
  });

  it('does not count down when the send fails', async () => {
    const onObtain = vi.fn().mockResolvedValue(false);
    render(<Harness onObtain={onObtain} />);
    await user().click(obtainButton());
    await waitFor(() => expect(obtainButton()).toBeEnabled());
    expect(onObtain).toHaveBeenCalledTimes(1);
    expect(obtainButton()).toHaveTextContent('Obtain');
  });

  it('does not count down when the send is rejected', async () => {
    render(<Harness onObtain={() => Promise.reject(new Error('network'))} />);
    await user().click(obtainButton());
    await waitFor(() => expect(obtainButton()).toBeEnabled());
    expect(obtainButton()).toHaveTextContent('Obtain');
  });

  it('resets the countdown when asked (the panel opens again)', async () => {
    const { rerender } = render(<Harness onObtain={() => true} resetKey={1} />);
    await user().click(obtainButton());
    await waitFor(() => expect(obtainButton()).toHaveTextContent('60s'));
    rerender(<Harness onObtain={() => true} resetKey={2} />);
    expect(obtainButton()).toHaveTextContent('Obtain');
    expect(obtainButton()).toBeEnabled();
  });
});
