import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderView as render } from '@pocket/testing/render-view';

import { useStepForm } from '../lib/draft/use-step-form';
import { validateLinkman } from '../lib/rules/linkman.rules';
import { EMPTY_LINKMAN } from '../model/forms';
import type { LinkmanForm } from '../model/forms';
import { LinkmanFormView } from './linkman-form';

function Harness({ submit }: { submit: (v: LinkmanForm) => Promise<void> }) {
  const form = useStepForm({ step: 'linkman', userId: '7', empty: EMPTY_LINKMAN, validate: (v) => validateLinkman(v, '0955555555'), submit });
  return <LinkmanFormView {...form} />;
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${field} `) }));
  await user.click(await screen.findByText(option));
}

afterEach(() => localStorage.clear());

describe('Emergency Contact form', () => {
  it('shows every missing field, with the name-missing text, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const submit = vi.fn(async () => {});
    render(<Harness submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText("Please enter the contact's name（请填写姓名）")).toHaveLength(2);
    expect(screen.getAllByText('Please enter your phone number')).toHaveLength(2);
    expect(submit).not.toHaveBeenCalled();
  });

  it("refuses the borrower's own number and the same number twice", async () => {
    const user = userEvent.setup({ delay: null });
    const submit = vi.fn(async () => {});
    render(<Harness submit={submit} />);
    await user.type(screen.getByLabelText('Contact 1 phone'), '0955555555');
    await user.type(screen.getByLabelText('Contact 2 phone'), '0955555555');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('An emergency contact must be someone else: this is your own number')).toHaveLength(2);
    await user.clear(screen.getByLabelText('Contact 1 phone'));
    await user.type(screen.getByLabelText('Contact 1 phone'), '0971111111');
    await user.clear(screen.getByLabelText('Contact 2 phone'));
    await user.type(screen.getByLabelText('Contact 2 phone'), '0971111111');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please give two different phone numbers for your two contacts')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('keeps only digits, at most 10, and shows the invalid-phone text for a short number', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness submit={async () => {}} />);
    await user.type(screen.getByLabelText('Contact 1 phone'), '09a7-111 1111 99');
    expect(screen.getByLabelText('Contact 1 phone')).toHaveValue('0971111111');
    await user.type(screen.getByLabelText('Contact 2 phone'), '096');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please enter the correct 10-digit phone number（0XXXXXXXXX）（请填写正确的电话）')).toBeInTheDocument();
  });

  it('sends two complete contacts and keeps what was typed across a reload until then', async () => {
    const user = userEvent.setup({ delay: null });
    const submit = vi.fn(async () => {});
    const first = render(<Harness submit={submit} />);
    await user.type(screen.getByLabelText('Contact 1 name'), 'Bwalya Phiri');
    await choose(user, 'Contact 1 relationship', 'Parent');
    first.unmount();
    render(<Harness submit={submit} />);
    expect(screen.getByLabelText('Contact 1 name')).toHaveValue('Bwalya Phiri');
    expect(screen.getByRole('button', { name: 'Contact 1 relationship Parent' })).toHaveTextContent('Parent');
    await user.type(screen.getByLabelText('Contact 1 phone'), '0971111111');
    await user.type(screen.getByLabelText('Contact 2 name'), 'Mutale Zulu');
    await choose(user, 'Contact 2 relationship', 'Friend');
    await user.type(screen.getByLabelText('Contact 2 phone'), '0962222222');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(submit).toHaveBeenCalledWith({
      name1: 'Bwalya Phiri',
      relationship1: 'parent',
      mobile1: '0971111111',
      name2: 'Mutale Zulu',
      relationship2: 'friend',
      mobile2: '0962222222',
    });
    expect(localStorage.length).toBe(0);
  });
});
