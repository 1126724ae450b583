import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChoiceField } from './choice-field';

const OPERATORS = ['MTN', 'AIRTEL', 'ZAMTEL'] as const;
const NAMES: Record<string, string> = { MTN: 'MTN MoMo', AIRTEL: 'Airtel Money', ZAMTEL: 'Zamtel Kwacha' };

function Filter({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ChoiceField
      id="operator"
      label="Operator"
      value={value}
      options={OPERATORS}
      any="Any operator"
      labelOf={(option) => NAMES[option] ?? option}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta: Meta<typeof Filter> = { title: 'desk/ChoiceField', component: Filter, args: { onChange: fn() } };
export default meta;
type Story = StoryObj<typeof Filter>;

/** A filter with an "any" choice first, options shown by their names and sent by their codes. */
export const OperatorFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('Operator');
    await expect(select).toHaveValue('');
    await expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Any operator', 'MTN MoMo', 'Airtel Money', 'Zamtel Kwacha']);
    await userEvent.selectOptions(select, 'Airtel Money');
    await expect(args.onChange).toHaveBeenCalledWith('AIRTEL');
    await expect(select).toHaveValue('AIRTEL');
  },
};
