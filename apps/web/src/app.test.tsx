import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { App } from './app';

describe('shell page', () => {
  it('shows the app name inside the layout root capped at 750 px', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Pocket' })).toBeInTheDocument();
    const root = screen.getByTestId('layout-root');
    expect(root).toHaveStyle({ maxWidth: '750px' });
  });
});
