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
});
