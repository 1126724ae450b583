import { describe, expect, it } from 'vitest';

import { toSubmitBody, validateAnswers } from './questionnaire';
import type { Question } from './questionnaire';

const questions: Question[] = [
  { id: 'purpose', title: 'What is the loan for?', options: [{ value: 'school', label: 'School fees' }, { value: 'stock', label: 'Business stock' }] },
  { id: 'home', title: 'Do you own your home?', options: [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }] },
];

describe('questionnaire answers', () => {
  it('asks for an answer to every question', () => {
    expect(validateAnswers(questions, { purpose: 'school' })).toEqual({ home: 'Please answer this question' });
    expect(validateAnswers(questions, { purpose: 'school', home: 'no' })).toEqual({});
  });

  it('refuses a value that is not one of the options', () => {
    expect(validateAnswers(questions, { purpose: 'gambling', home: 'no' })).toEqual({ purpose: 'Please answer this question' });
  });

  it('sends the answers in question order', () => {
    expect(toSubmitBody(questions, { home: 'no', purpose: 'stock' })).toEqual({
      answers: [
        { questionId: 'purpose', value: 'stock' },
        { questionId: 'home', value: 'no' },
      ],
    });
  });
});
