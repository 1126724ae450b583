import type { QuestionnaireInfo } from '@pocket/contracts/api/kyc';

/** The optional supplementary questions (cerCode 4). */
export const QUESTIONS: QuestionnaireInfo['questions'] = [
  {
    id: 'loan_purpose',
    title: 'What will you mainly use loans for?',
    options: [
      { value: 'business', label: 'Business stock or tools' },
      { value: 'school_fees', label: 'School fees' },
      { value: 'medical', label: 'Medical bills' },
      { value: 'household', label: 'Household needs' },
      { value: 'other', label: 'Other' },
    ],
  },
  {
    id: 'residence_years',
    title: 'How long have you lived at your current address?',
    options: [
      { value: 'below_1', label: 'Less than 1 year' },
      { value: '1_3', label: '1 to 3 years' },
      { value: 'above_3', label: 'More than 3 years' },
    ],
  },
  {
    id: 'dependants',
    title: 'How many people depend on your income?',
    options: [
      { value: '0', label: 'None' },
      { value: '1_2', label: '1 or 2' },
      { value: '3_5', label: '3 to 5' },
      { value: 'above_5', label: 'More than 5' },
    ],
  },
  {
    id: 'other_loans',
    title: 'Do you have loans with other lenders now?',
    options: [
      { value: 'no', label: 'No' },
      { value: 'one', label: 'One' },
      { value: 'several', label: 'More than one' },
    ],
  },
];
