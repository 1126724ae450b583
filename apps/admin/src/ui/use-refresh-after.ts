import { useInvalidate } from '@refinedev/core';
import { useCallback } from 'react';

/**
 * What a page calls after an action (a custom call: approve, reject, answer, disable, resolve...), which Refine does not
 * tie to a resource: Refine fetches again the named resources' lists and records, so every list showing a changed row
 * shows its new state without a refresh by hand. `resourceAll`, not `list`: Refine's `list` key leaves out the infinite
 * lists (useInfiniteList, the desk's cursor lists). Only queries on screen are fetched at once; the others when shown.
 */
export function useRefreshAfter(...resources: string[]): () => void {
  const invalidate = useInvalidate();
  const names = resources.join(' ');
  return useCallback(() => {
    for (const resource of names.split(' ')) void invalidate({ resource, invalidates: ['resourceAll'] });
  }, [invalidate, names]);
}

/**
 * What a row's form does with its send's answer: once the server took it (an answer, not null: a refusal keeps the form
 * open with its words), `close` the form and have Refine fetch `resources` again. Used as
 * `void form.send(values).then(done)`.
 */
export function useCloseAndRefresh(close: () => void, ...resources: string[]): (answer: unknown) => void {
  const refresh = useRefreshAfter(...resources);
  return (answer) => {
    if (answer) {
      close();
      refresh();
    }
  };
}
