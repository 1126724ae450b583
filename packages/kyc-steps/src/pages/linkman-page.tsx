import { selectUserId, selectUserInfo } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';

import { useAddOrUpdateUserAuthInfoMutation } from '../api/save-auth-info';
import { useStepForm } from '../lib/draft/use-step-form';
import { useAuthSteps, useKycFlow } from '../lib/flow/use-kyc-flow';
import { useStepGate } from '../lib/flow/use-step-gate';
import { useTrack } from '../lib/flow/use-track';
import { validateLinkman } from '../lib/rules/linkman.rules';
import { EMPTY_LINKMAN } from '../model/forms';
import { markSectionSaved } from '../model/kyc-paths';
import { toLinkmanSection } from '../model/payloads';
import { LinkmanFormView } from '../ui/linkman-form';
import { PageFrame } from './page-frame';

/** /authentication/linkman ('Emergency Contact'): two contacts, never the borrower's own number. */
export default function LinkmanPage() {
  const userId = useAppSelector(selectUserId);
  const ownMobile = useAppSelector(selectUserInfo)?.mobile;
  const steps = useAuthSteps();
  const flow = useKycFlow();
  useStepGate(steps.data, 'personal', flow.returnTo);
  const track = useTrack('linkman');
  const [save] = useAddOrUpdateUserAuthInfoMutation();
  const form = useStepForm({
    step: 'linkman',
    userId,
    empty: EMPTY_LINKMAN,
    validate: (values) => validateLinkman(values, ownMobile),
    onInvalid: (errors) => track('invalid', Object.keys(errors).join(',')),
    submit: async (values) => {
      track('submit');
      await save(toLinkmanSection(values)).unwrap();
      track('saved');
      await flow.goNext(markSectionSaved(userId, 'linkman'));
    },
  });
  const t = useText();
  return (
    <PageFrame title={t('Emergency Contact')} progress="Contacts">
      <LinkmanFormView {...form} onSubmit={() => void form.onSubmit()} />
    </PageFrame>
  );
}
