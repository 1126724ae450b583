import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Empty } from './empty';

describe('Empty with Pocket’s own illustrations', () => {
  it('draws every preset image itself: nothing is loaded from another site', () => {
    const { container } = render(
      <>
        <Empty description="Nothing yet" />
        <Empty image="error" description="Loading failed" />
        <Empty image="network" description="Offline" />
        <Empty image="search" description="No match" />
      </>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.innerHTML).not.toContain('yzcdn');
    expect(screen.getByRole('img', { name: 'Nothing here' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No connection' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nothing found' })).toBeInTheDocument();
  });

  it('keeps react-vant’s description and bottom slot', () => {
    render(
      <Empty image="error" description="Loading failed, please try again">
        <button type="button">Retry</button>
      </Empty>,
    );
    expect(screen.getByText('Loading failed, please try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps react-vant’s layout classes, the caller’s class and attributes, and the picture size', () => {
    const { container } = render(<Empty className="deposit" data-testid="deposit-failed" imageSize={96} description="Not paid" />);
    const root = screen.getByTestId('deposit-failed');
    expect(root).toHaveClass('rv-empty', 'deposit');
    expect(container.querySelector('.rv-empty__image')).toHaveStyle({ width: '96px', height: '96px' });
    expect(container.querySelector('.rv-empty__description')).toHaveTextContent('Not paid');
    expect(container.querySelector('.rv-empty__bottom')).toBeNull();
  });
});
