import { useRef } from 'react';

import { clientToaster } from '@pocket/api-client/client';
import { type ApiFailure, failureText } from '@pocket/api-client/errors';
import { useText } from '@pocket/app-core/i18n';
import { routeTable } from '@pocket/app-core/routes';
import { randomUuid } from '@pocket/app-core/uuid';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { PageState } from '@pocket/ui-kit/page-state';
import { useLoadingToast } from '@pocket/ui-kit/use-loading-toast';

import { useFileCorrectionMutation, useMyCorrectionsQuery } from '../api/data-rights';
import { CorrectionForm, type CorrectionDraft } from '../ui/correction-form';
import { CorrectionList } from '../ui/correction-list';

export const CORRECT_DATA_TEXT = {
  intro: 'Is something we hold about you wrong, such as your name, date of birth or NRC number? Tell us what is wrong and what is right. A person checks it, corrects your data where it is wrong, and answers here; we send you an SMS when the answer is ready.',
  /** Said through `t` with `{reference}` (docs/languages.md). */
  sent: 'Sent. Your reference is {reference}',
} as const;

/** /correct-my-data: ask for a correction and read the answers (docs/data-rights.md). */
export default function CorrectDataPage() {
  const list = useMyCorrectionsQuery();
  const [file, filing] = useFileCorrectionMutation();
  // One key per draft: a double tap or a retry after a time-out sends one request.
  const key = useRef(randomUuid());
  useLoadingToast(list.isLoading || filing.isLoading);
  const t = useText();
  const send = async (draft: CorrectionDraft) => {
    try {
      const filed = await file({ body: draft, key: key.current }).unwrap();
      key.current = randomUuid();
      clientToaster().show(t(CORRECT_DATA_TEXT.sent, { reference: filed.reference }));
      return true;
    } catch (error) {
      if (!(error as ApiFailure).toastShown) clientToaster().fail(failureText(error));
      return false;
    }
  };
  return (
    <div>
      <PageHeader title={t(routeTable.correctData.title)} />
      <p style={{ padding: '0 16px' }}>{t(CORRECT_DATA_TEXT.intro)}</p>
      <CorrectionForm sending={filing.isLoading} onSend={send} />
      <PageState loading={list.isLoading} error={list.isError ? failureText(list.error) : null} onRetry={() => void list.refetch()}>
        {list.data && <CorrectionList items={list.data.items} />}
      </PageState>
    </div>
  );
}
