import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { RecordHead } from './record-head';

describe('RecordHead', () => {
  it('links back to the queue and names the case as the page’s heading', () => {
    render(
      <MemoryRouter>
        <RecordHead back={{ to: '/applications', label: 'Back to the queue' }} title="Application 7" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '← Back to the queue' })).toHaveAttribute('href', '/applications');
    expect(screen.getByRole('heading', { level: 1, name: 'Application 7' })).toBeInTheDocument();
  });
});
