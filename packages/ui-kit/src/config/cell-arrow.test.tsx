import { render } from '@testing-library/react';
import { Cell } from 'react-vant';
import { describe, expect, it } from 'vitest';

// The react-vant patch (patches/react-vant@3.3.5.patch): a link Cell draws its one arrow icon, turned for the other
// directions, instead of importing three more icons onto every first screen (docs/performance.md, session 21).
describe("a link Cell's arrow", () => {
  const arrowOf = (container: HTMLElement) => container.querySelector('.rv-cell__right-icon') as SVGElement;

  it('points right as before', () => {
    const { container } = render(<Cell title="Settings" isLink />);
    expect(arrowOf(container).getAttribute('data-icon')).toBe('arrow');
    expect(arrowOf(container).style.transform).toBe('');
  });

  it('is the same icon turned for left, up and down', () => {
    const turns = { left: 'rotate(180deg)', up: 'rotate(-90deg)', down: 'rotate(90deg)' } as const;
    for (const [direction, transform] of Object.entries(turns)) {
      const { container, unmount } = render(<Cell title="More" isLink arrowDirection={direction as keyof typeof turns} />);
      expect(arrowOf(container).getAttribute('data-icon'), direction).toBe('arrow');
      expect(arrowOf(container).style.transform, direction).toBe(transform);
      unmount();
    }
  });
});
