import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Cell } from 'react-vant';
import { describe, expect, it, vi } from 'vitest';

// The react-vant patch (patches/react-vant@3.3.5.patch): a clickable Cell (the rows of /me and /set) has the button
// role, so the keyboard must reach and press it like a button (docs/accessibility.md).
describe('a clickable react-vant Cell on the keyboard', () => {
  it('is reached by Tab and pressed by Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Cell title="Settings" isLink onClick={onClick} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /settings/i })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('a plain cell stays out of the tab order', async () => {
    const user = userEvent.setup();
    render(<Cell title="Version" value="1.0" />);
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
