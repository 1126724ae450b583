import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { PhoneField } from './phone-field';

function Harness() {
  const [mobile, setMobile] = useState('');
  return <PhoneField value={mobile} onChange={setMobile} />;
}

describe('PhoneField (docs/product.md#global-overlays and docs/product.md#validation-rules)', () => {
  it("shows the fixed '+26' prefix and the placeholder 0XXXXXXXXX", () => {
    render(<Harness />);
    expect(screen.getByTestId('phone-prefix')).toHaveTextContent('+26');
    expect(screen.getByPlaceholderText('0XXXXXXXXX')).toBeInTheDocument();
  });

  it("counts typed characters as 'n / 10'", async () => {
    render(<Harness />);
    expect(screen.getByTestId('phone-counter')).toHaveTextContent('0 / 10');
    await userEvent.type(screen.getByPlaceholderText('0XXXXXXXXX'), '0971');
    expect(screen.getByTestId('phone-counter')).toHaveTextContent('4 / 10');
  });

  it('accepts at most 10 characters', async () => {
    render(<Harness />);
    const input = screen.getByPlaceholderText('0XXXXXXXXX');
    await userEvent.type(input, '097123456789');
    expect(input).toHaveValue('0971234567');
    expect(screen.getByTestId('phone-counter')).toHaveTextContent('10 / 10');
  });
});
