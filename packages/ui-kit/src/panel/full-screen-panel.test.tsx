import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { FullScreenPanel } from './full-screen-panel';

describe('FullScreenPanel', () => {
  it('slides in from the right over the whole screen', () => {
    render(
      <FullScreenPanel visible onBack={() => {}} testId="panel">
        content
      </FullScreenPanel>,
    );
    const popup = screen.getByTestId('panel').closest('.rv-popup') as HTMLElement;
    expect(popup).toHaveClass('rv-popup--right');
    expect(popup).toHaveStyle({ width: '100%', height: '100%' });
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('closes through the back arrow', async () => {
    const onBack = vi.fn();
    render(
      <FullScreenPanel visible onBack={onBack}>
        content
      </FullScreenPanel>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while hidden', () => {
    render(
      <FullScreenPanel visible={false} onBack={() => {}}>
        content
      </FullScreenPanel>,
    );
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });
});
