import { useCallback, useState } from 'react';

import { clearDraft, loadDraft, saveDraft } from './draft-store';

/** A form's values, restored from and saved to the draft store on every change. */
export function useDraft<T extends Record<string, string>>(step: string, userId: string, empty: T) {
  const [values, setValues] = useState<T>(() => loadDraft(step, userId, empty));

  const update = useCallback(
    (patch: Partial<T>) => {
      setValues((current) => {
        const next = { ...current, ...patch };
        saveDraft(step, userId, next);
        return next;
      });
    },
    [step, userId],
  );

  const clear = useCallback(() => clearDraft(step, userId), [step, userId]);

  return { values, update, clear };
}
