import { selectUserId } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';

import { useAddOrUpdateUserAuthInfoMutation } from '../api/save-auth-info';
import { useStepForm } from '../lib/draft/use-step-form';
import { useAuthSteps, useKycFlow } from '../lib/flow/use-kyc-flow';
import { useStepGate } from '../lib/flow/use-step-gate';
import { useTrack } from '../lib/flow/use-track';
import { validateWork } from '../lib/rules/work.rules';
import { EMPTY_WORK } from '../model/forms';
import { markSectionSaved } from '../model/kyc-paths';
import { toWorkSection } from '../model/payloads';
import { WorkFormView } from '../ui/work-form';
import { PageFrame } from './page-frame';

/** /authentication/work ('Work Information'): the last of cerCode 3's forms. */
export default function WorkPage() {
  const userId = useAppSelector(selectUserId);
  const steps = useAuthSteps();
  const flow = useKycFlow();
  useStepGate(steps.data, 'personal', flow.returnTo);
  const track = useTrack('work');
  const [save] = useAddOrUpdateUserAuthInfoMutation();
  const form = useStepForm({
    step: 'work',
    userId,
    empty: EMPTY_WORK,
    validate: validateWork,
    onInvalid: (errors) => track('invalid', Object.keys(errors).join(',')),
    submit: async (values) => {
      track('submit');
      await save(toWorkSection(values)).unwrap();
      track('saved');
      await flow.goNext(markSectionSaved(userId, 'work'));
    },
  });
  const t = useText();
  return (
    <PageFrame title={t('Work Information')} progress="Work">
      <WorkFormView {...form} onSubmit={() => void form.onSubmit()} />
    </PageFrame>
  );
}
