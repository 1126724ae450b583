import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Money } from './money';

describe('Money', () => {
  it('shows integer ngwee as K with thousands separators and two decimals', () => {
    render(<Money ngwee={105_050} />);
    expect(screen.getByText('K1,050.50')).toBeInTheDocument();
  });

  it('shows whole Kwacha with .00', () => {
    render(<Money ngwee={50_000} />);
    expect(screen.getByText('K500.00')).toBeInTheDocument();
  });
});
