import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LayoutRoot } from './layout-root';

describe('LayoutRoot', () => {
  it('caps the layout root width at 750 px and centres it', () => {
    render(<LayoutRoot>content</LayoutRoot>);
    const root = screen.getByTestId('layout-root');
    expect(root).toHaveStyle({ maxWidth: '750px', marginLeft: 'auto', marginRight: 'auto' });
    expect(root).toHaveTextContent('content');
  });
});
