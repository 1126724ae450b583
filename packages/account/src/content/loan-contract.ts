// The loan contract template shown at /al. {placeholders} are filled from the estimated bill (productTrial) and the
// order when a contract is shown for a real loan; the page shows them as blanks to be completed.

export interface ContractSection {
  heading: string;
  paragraphs: string[];
}

/** Every figure a lender must disclose before the borrower accepts (docs/product.md#loan-products-and-pricing, estimated bill). */
export const CONTRACT_PLACEHOLDERS = [
  'contractNo',
  'contractDate',
  'borrowerName',
  'nrcNumber',
  'mobile',
  'principal',
  'term',
  'interest',
  'interestRate',
  'serviceFee',
  'totalRepayable',
  'amountReceived',
  'dueDates',
  'apr',
  'totalCostOfCredit',
  'penaltyRate',
  'penaltyCap',
  'extensionFee',
] as const;

export type ContractPlaceholder = (typeof CONTRACT_PLACEHOLDERS)[number];

export const loanContract: ContractSection[] = [
  {
    heading: 'Parties',
    paragraphs: [
      'Contract No. {contractNo}, made on {contractDate} between Pocket ("the Lender") and {borrowerName}, NRC No. {nrcNumber}, mobile {mobile} ("the Borrower").',
    ],
  },
  {
    heading: '1. The loan',
    paragraphs: [
      'The Lender lends the Borrower a principal of {principal} for {term} days. The loan is paid to the Borrower\'s mobile-money wallet {mobile}; the Borrower receives {amountReceived}.',
    ],
  },
  {
    heading: '2. Cost of credit',
    paragraphs: [
      'Interest: {interest} ({interestRate} of the principal, flat, for the whole term). Service fee: {serviceFee}. Total repayable: {totalRepayable}.',
      'Annual percentage rate (APR): {apr}. Total cost of credit (everything the Borrower pays beyond the principal): {totalCostOfCredit}. No other fee or charge is payable except as stated in clauses 4 and 5.',
    ],
  },
  {
    heading: '3. Repayment',
    paragraphs: [
      'The Borrower repays {totalRepayable} by {dueDates}, through the app to the Lender\'s mobile-money collection account. A bill is due at the end of its due date (23:59, Lusaka time). The Borrower may repay early, in full or in part, at any time without penalty; interest is not reduced by early repayment unless the app shows otherwise. Payments are applied to penalty, then fees, then interest, then principal.',
    ],
  },
  {
    heading: '4. Late payment',
    paragraphs: [
      'If a bill is not paid by its due date, a penalty of {penaltyRate} of the outstanding principal accrues for each day overdue, never more than {penaltyCap} in total. The Lender will remind the Borrower before and after the due date. Late payment may prevent future borrowing. The Lender will collect debts respectfully, only by lawful means, and will never contact the Borrower\'s contacts about the debt or shame the Borrower publicly.',
    ],
  },
  {
    heading: '5. Extension',
    paragraphs: [
      'From 3 days before the due date to 15 days after it, the Borrower may extend a bill by paying an extension fee of {extensionFee}, which moves the due date by the loan term. A bill may be extended at most twice. The extension fee is part of the cost of credit and is not deducted from the amount owed.',
    ],
  },
  {
    heading: '6. Cooling-off',
    paragraphs: [
      'The Borrower may cancel this contract within 3 business days of receiving the loan by repaying the principal received. No interest, fee or penalty is charged on a loan cancelled in this period.',
    ],
  },
  {
    heading: '7. Borrower\'s statements',
    paragraphs: [
      'The Borrower confirms that the identity and information given are true and complete, that the mobile-money wallet is the Borrower\'s own, and that the Borrower has read the key figures above before accepting.',
    ],
  },
  {
    heading: '8. Personal data',
    paragraphs: [
      'The Lender processes the Borrower\'s personal data as its Privacy Policy describes, under the Data Protection Act No. 3 of 2021.',
    ],
  },
  {
    heading: '9. Complaints',
    paragraphs: [
      'Complaints go first to Pocket customer service in the app or at support@pocket.co.zm; the Lender acknowledges a complaint within 2 business days and resolves it within 15 business days. If the Borrower is not satisfied, the Borrower may complain to the Bank of Zambia (Financial Sector Consumer Protection) or to the Competition and Consumer Protection Commission (CCPC).',
    ],
  },
  {
    heading: '10. Law',
    paragraphs: [
      'This contract is governed by the laws of the Republic of Zambia, including the Banking and Financial Services Act, 2017, and the Competition and Consumer Protection Act, 2010. Accepting it in the app is the Borrower\'s signature.',
    ],
  },
];

/** Fills {placeholders}; one left unfilled shows as a blank line so a template is never mistaken for a contract. */
export function fillContract(text: string, values: Partial<Record<ContractPlaceholder, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name as ContractPlaceholder] ?? '__________');
}
