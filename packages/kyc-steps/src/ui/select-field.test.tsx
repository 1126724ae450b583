import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderView as render } from '@pocket/testing/render-view';

import { SelectField } from './select-field';

const OPTIONS = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
] as const;

describe('SelectField (issue 33: /authentication/identity)', () => {
  it('is one control: the row around the button is not itself a button (nested-interactive)', () => {
    render(<SelectField label="Gender" value="" options={OPTIONS} onChange={() => {}} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.closest('[role="button"]:not(button)')).toBeNull();
    expect(buttons[0]!.closest('.rv-cell--clickable')).toBeNull();
  });

  it('names the button with its label and the text it shows, so the visible text is in the name', () => {
    const { rerender } = render(<SelectField label="Gender" value="" options={OPTIONS} onChange={() => {}} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Gender Choose gender');
    rerender(<SelectField label="Gender" value="2" options={OPTIONS} onChange={() => {}} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Gender Female');
  });

  it('opens the sheet from the button and picks an option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectField label="Gender" value="" options={OPTIONS} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Gender Choose gender' }));
    await user.click(await screen.findByText('Female'));
    expect(onChange).toHaveBeenCalledWith(OPTIONS[1]);
  });
});
