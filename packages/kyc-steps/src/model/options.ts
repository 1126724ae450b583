// Choices of the KYC forms. Values are what the server stores; labels are what a borrower reads.
export type Option = { value: string; label: string };

const options = (...labels: string[]): Option[] =>
  labels.map((label) => ({ value: label.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, ''), label }));

export const GENDERS = options('Male', 'Female');
export const MARITAL_STATUSES = options('Single', 'Married', 'Divorced', 'Widowed');
export const EDUCATION_LEVELS = options('None', 'Primary', 'Secondary', 'College or diploma', 'Bachelor degree', 'Postgraduate');
export const RELATIONSHIPS = options('Parent', 'Spouse', 'Sibling', 'Child', 'Relative', 'Friend', 'Colleague');
export const EMPLOYMENT_TYPES = options(
  'Full-time employee',
  'Part-time employee',
  'Civil servant',
  'Self-employed',
  'Business owner',
  'Student',
  'Unemployed',
);
/** Employment types that have no employer to name. */
export const WITHOUT_EMPLOYER = ['student', 'unemployed'];
export const INCOME_BANDS: Option[] = [
  { value: 'below_1500', label: 'Below K1,500' },
  { value: '1500_3000', label: 'K1,500 to K3,000' },
  { value: '3000_5000', label: 'K3,000 to K5,000' },
  { value: '5000_10000', label: 'K5,000 to K10,000' },
  { value: 'above_10000', label: 'Above K10,000' },
];

export const labelOf = (list: readonly Option[], value: string): string =>
  list.find((o) => o.value === value)?.label ?? '';
