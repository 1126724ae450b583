import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@pocket/testing/render';

import { CONTRACT_PLACEHOLDERS, fillContract, loanContract } from '../content/loan-contract';
import { LoanContractPage } from './loan-contract-page';

const text = () => document.body.textContent ?? '';

describe('/al loan contract template', { timeout: 15_000 }, () => {
  it("carries the route table's title 'Loan Contract'", async () => {
    await renderWithProviders(<LoanContractPage />, { route: '/al' });
    expect(screen.getByText('Loan Contract', { selector: '.rv-nav-bar__title' })).toBeInTheDocument();
  });

  it('discloses principal, interest, fee, due dates, APR, total cost of credit, penalties and extension', async () => {
    await renderWithProviders(<LoanContractPage />, { route: '/al' });
    for (const words of ['principal of', 'Interest:', 'Service fee:', 'Annual percentage rate (APR)', 'Total cost of credit', 'penalty of', 'extension fee of']) {
      expect(text()).toContain(words);
    }
    expect(screen.getByRole('heading', { name: '6. Cooling-off' })).toBeInTheDocument();
  });

  it('sends complaints to the Bank of Zambia and the CCPC', async () => {
    await renderWithProviders(<LoanContractPage />, { route: '/al' });
    expect(text()).toContain('Bank of Zambia');
    expect(text()).toContain('Competition and Consumer Protection Commission (CCPC)');
  });

  it('shows unfilled figures as blanks, never as raw placeholders', async () => {
    await renderWithProviders(<LoanContractPage />, { route: '/al' });
    expect(text()).not.toMatch(/\{\w+\}/);
    expect(text()).toContain('__________');
  });

  it('uses every declared placeholder and fills them from the loan', () => {
    const all = loanContract.flatMap((s) => s.paragraphs).join(' ');
    for (const name of CONTRACT_PLACEHOLDERS) expect(all).toContain(`{${name}}`);
    expect(fillContract('Principal {principal}, APR {apr}', { principal: 'K1,000.00' })).toBe(
      'Principal K1,000.00, APR __________',
    );
  });
});
