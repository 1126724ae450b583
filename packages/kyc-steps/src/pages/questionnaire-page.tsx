import { useState } from 'react';
import { Loading } from 'react-vant';

import { selectUserId } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';
import type { QuestionnaireInfo } from '@pocket/contracts/api/kyc';
import { formatKwacha } from '@pocket/contracts/money';
import { showMessageToast } from '@pocket/ui-kit/progress-toast';

import { useLazyGetCreditLimitAfterKycQuery } from '../api/credit-limit';
import { useGetQuestionnaireInfoQuery } from '../api/questionnaire-info';
import { useSubmitQuestionnaireMutation } from '../api/questionnaire-submit';
import { useDraft } from '../lib/draft/use-draft';
import { useAuthSteps, useKycFlow } from '../lib/flow/use-kyc-flow';
import { useTrack } from '../lib/flow/use-track';
import { toSubmitBody, validateAnswers } from '../model/questionnaire';
import { QuestionnaireForm } from '../ui/questionnaire-form';
import { PageFrame } from './page-frame';

/** Told after the questionnaire, with the limit the server now gives (`Your limit is now K1,000.00`). */
const LIMIT_NOTICE = 'Your limit is now {limit}';

function Answers({ info }: { info: QuestionnaireInfo }) {
  const userId = useAppSelector(selectUserId);
  const t = useText();
  const flow = useKycFlow();
  const track = useTrack('questionnaire');
  const [submit] = useSubmitQuestionnaireMutation();
  const [readLimit] = useLazyGetCreditLimitAfterKycQuery();
  const empty = Object.fromEntries(info.questions.map((q) => [q.id, info.answers?.[q.id] ?? '']));
  const { values, update, clear } = useDraft('questionnaire', userId, empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const send = async () => {
    const found = validateAnswers(info.questions, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return track('invalid', Object.keys(found).join(','));
    setSubmitting(true);
    try {
      track('submit');
      await submit(toSubmitBody(info.questions, values)).unwrap();
      track('saved');
      clear();
      // The real figure from the server; if it cannot be read, the borrower sees it on home anyway.
      const limit = await readLimit(undefined, false).unwrap().catch(() => null);
      if (limit !== null) showMessageToast(t(LIMIT_NOTICE, { limit: formatKwacha(limit) }));
      await flow.goNext();
    } catch {
      // told by the api client's toast; answers stay in the draft
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <QuestionnaireForm
      questions={info.questions}
      answers={values}
      errors={errors}
      submitting={submitting}
      onChange={(patch) => {
        update(patch);
        setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
      }}
      onSubmit={() => void send()}
    />
  );
}

/** /authentication/questionnaire ('Questionnaire'): optional, cerCode 4, sets reInfoState. */
export default function QuestionnairePage() {
  useAuthSteps();
  const info = useGetQuestionnaireInfoQuery();
  const t = useText();
  return (
    <PageFrame title={t('Questionnaire')}>
      {info.data ? <Answers info={info.data} /> : <Loading style={{ padding: 32, justifyContent: 'center' }}>{t('Loading...')}</Loading>}
    </PageFrame>
  );
}
