import {
  EDUCATION_LEVELS as EDUCATION_VALUES,
  EMPLOYMENT_TYPES as EMPLOYMENT_VALUES,
  GENDERS as GENDER_VALUES,
  INCOME_BANDS as INCOME_VALUES,
  MARITAL_STATUSES as MARITAL_VALUES,
  RELATIONSHIPS as RELATIONSHIP_VALUES,
} from '@pocket/contracts/api/kyc';

// Choices of the KYC forms: the values are the contract's, the labels are what a borrower reads.
export type Option = { value: string; label: string };

const LABELS: Record<string, string> = {
  male: 'Male',
  female: 'Female',
  single: 'Single',
  married: 'Married',
  divorced: 'Divorced',
  widowed: 'Widowed',
  none: 'None',
  primary: 'Primary',
  secondary: 'Secondary',
  college_or_diploma: 'College or diploma',
  bachelor_degree: 'Bachelor degree',
  postgraduate: 'Postgraduate',
  parent: 'Parent',
  spouse: 'Spouse',
  sibling: 'Sibling',
  child: 'Child',
  relative: 'Relative',
  friend: 'Friend',
  colleague: 'Colleague',
  full_time_employee: 'Full-time employee',
  part_time_employee: 'Part-time employee',
  civil_servant: 'Civil servant',
  self_employed: 'Self-employed',
  business_owner: 'Business owner',
  student: 'Student',
  unemployed: 'Unemployed',
  below_1500: 'Below K1,500',
  '1500_3000': 'K1,500 to K3,000',
  '3000_5000': 'K3,000 to K5,000',
  '5000_10000': 'K5,000 to K10,000',
  above_10000: 'Above K10,000',
};

const options = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: LABELS[value] ?? value }));

export const GENDERS = options(GENDER_VALUES);
export const MARITAL_STATUSES = options(MARITAL_VALUES);
export const EDUCATION_LEVELS = options(EDUCATION_VALUES);
export const RELATIONSHIPS = options(RELATIONSHIP_VALUES);
export const EMPLOYMENT_TYPES = options(EMPLOYMENT_VALUES);
export const INCOME_BANDS = options(INCOME_VALUES);
export { WITHOUT_EMPLOYER } from '@pocket/contracts/api/kyc';
