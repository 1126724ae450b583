import type { FormErrors } from '../model/forms';

/** What every KYC form view takes: the values as typed, their errors, and the two actions. */
export type FormViewProps<T> = {
  values: T;
  errors: FormErrors<T>;
  onChange: (patch: Partial<T>) => void;
  onSubmit: () => void;
  submitting?: boolean;
};
