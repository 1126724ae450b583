import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MaskedPhone } from './masked-phone';

describe('MaskedPhone', () => {
  it('shows asterisks in place of characters 4 to 7', () => {
    render(<MaskedPhone mobile="0971234567" />);
    expect(screen.getByText('097****567')).toBeInTheDocument();
    expect(screen.queryByText(/1234/)).not.toBeInTheDocument();
  });
});
