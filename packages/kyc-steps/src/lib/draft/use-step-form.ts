import { useCallback, useState } from 'react';

import type { FormErrors } from '../../model/forms';
import { useDraft } from './use-draft';

type Options<T extends Record<string, string>> = {
  step: string;
  userId: string;
  empty: T;
  validate: (values: T) => FormErrors<T>;
  /** Sends the form; resolves when the server has it. A rejection keeps the draft so nothing is lost. */
  submit: (values: T) => Promise<void>;
  onInvalid?: (errors: FormErrors<T>) => void;
};

/** A KYC form: values saved as typed, every rule checked before anything is sent, the draft dropped once saved. */
export function useStepForm<T extends Record<string, string>>({ step, userId, empty, validate, submit, onInvalid }: Options<T>) {
  const { values, update, clear } = useDraft(step, userId, empty);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const [submitting, setSubmitting] = useState(false);

  const onChange = useCallback(
    (patch: Partial<T>) => {
      update(patch);
      setErrors((current) => {
        const next = { ...current };
        for (const key of Object.keys(patch)) delete next[key as keyof T];
        return next;
      });
    },
    [update],
  );

  const onSubmit = useCallback(async () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      onInvalid?.(found);
      return;
    }
    setSubmitting(true);
    try {
      await submit(values);
      clear();
    } catch {
      // the api client already told the borrower (toast); the draft stays for the next try
    } finally {
      setSubmitting(false);
    }
  }, [validate, values, submit, clear, onInvalid]);

  return { values, errors, onChange, onSubmit, submitting };
}
