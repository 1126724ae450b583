import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Notice } from './notice';

describe('Notice', () => {
  it('is an alert with react-vant’s wrapping notice-bar layout and the caller’s colours', () => {
    const { container } = render(
      <Notice color="#ee0a24" background="#fff1f0" style={{ marginTop: 8 }}>
        Payment failed: wrong PIN
      </Notice>,
    );
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Payment failed: wrong PIN');
    expect(notice).toHaveClass('rv-notice-bar', 'rv-notice-bar--wrapable');
    expect(notice).toHaveStyle({ color: '#ee0a24', background: '#fff1f0', marginTop: '8px' });
    expect(container.querySelector('.rv-notice-bar__wrap > .rv-notice-bar__content')).toHaveTextContent('Payment failed: wrong PIN');
  });

  it('keeps a long reminder whole: it wraps instead of scrolling or being cut', () => {
    const text = 'Your bill of K1,050.50 is due on 2026-12-01. Repay on time to keep your limit growing.';
    render(<Notice>{text}</Notice>);
    const content = screen.getByText(text);
    expect(content).not.toHaveClass('rv-ellipsis');
    expect(content.getAttribute('style')).toBeNull();
  });
});
