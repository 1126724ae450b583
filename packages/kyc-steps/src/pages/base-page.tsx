import { selectUserId } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';

import { useQueryAreaInfoByIdQuery } from '../api/query-area-info';
import { useAddOrUpdateUserAuthInfoMutation } from '../api/save-auth-info';
import { useStepForm } from '../lib/draft/use-step-form';
import { useAuthSteps, useKycFlow } from '../lib/flow/use-kyc-flow';
import { useStepGate } from '../lib/flow/use-step-gate';
import { useTrack } from '../lib/flow/use-track';
import { validateBase } from '../lib/rules/base.rules';
import { EMPTY_BASE } from '../model/forms';
import { markSectionSaved } from '../model/kyc-paths';
import { toBaseSection } from '../model/payloads';
import { BaseFormView } from '../ui/base-form';
import { PageFrame } from './page-frame';

const asOptions = (items: { id: number; name: string }[] | undefined) => (items ?? []).map((a) => ({ value: String(a.id), label: a.name }));

/** /authentication/base ('Personal information'): the first of cerCode 3's three forms. */
export default function BasePage() {
  const userId = useAppSelector(selectUserId);
  const steps = useAuthSteps();
  const flow = useKycFlow();
  useStepGate(steps.data, 'personal', flow.returnTo);
  const track = useTrack('base');
  const [save] = useAddOrUpdateUserAuthInfoMutation();
  const form = useStepForm({
    step: 'base',
    userId,
    empty: EMPTY_BASE,
    validate: validateBase,
    onInvalid: (errors) => track('invalid', Object.keys(errors).join(',')),
    submit: async (values) => {
      track('submit');
      await save(toBaseSection(values)).unwrap();
      track('saved');
      await flow.goNext(markSectionSaved(userId, 'base'));
    },
  });
  const provinces = useQueryAreaInfoByIdQuery(0);
  const provinceId = Number(form.values.provinceId);
  const districts = useQueryAreaInfoByIdQuery(provinceId, { skip: !provinceId });
  const t = useText();
  return (
    <PageFrame title={t('Personal information')} progress="Personal">
      <BaseFormView
        {...form}
        onSubmit={() => void form.onSubmit()}
        provinces={asOptions(provinces.data)}
        districts={asOptions(districts.data)}
        regionsLoading={provinces.isLoading || districts.isFetching}
      />
    </PageFrame>
  );
}
