import { selectUserId } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';
import { lusakaToday } from '@pocket/contracts/lusaka-date';

import { useAddOrUpdateUserOcrInfoV3Mutation } from '../api/save-identity';
import { useStepForm } from '../lib/draft/use-step-form';
import { useAuthSteps, useKycFlow } from '../lib/flow/use-kyc-flow';
import { useTrack } from '../lib/flow/use-track';
import { uploadPhoto } from '../lib/image/upload-photo';
import { usePhotoUpload } from '../lib/image/use-photo-upload';
import { validateIdentity } from '../lib/rules/identity.rules';
import { EMPTY_IDENTITY } from '../model/forms';
import { toIdentityBody } from '../model/payloads';
import { IdentityFormView } from '../ui/identity-form';
import { PageFrame } from './page-frame';

/** The latest date of birth an adult can have today: 18 years ago. */
function maxBirthDate(today: string): string {
  const [y, m, d] = today.split('-');
  return `${Number(y) - 18}-${m}-${d}`;
}

/** /authentication/identity ('Identity Information'): cerCode 2. */
export default function IdentityPage() {
  const userId = useAppSelector(selectUserId);
  useAuthSteps();
  const flow = useKycFlow();
  const track = useTrack('identity');
  const [save] = useAddOrUpdateUserOcrInfoV3Mutation();
  const today = lusakaToday();
  const form = useStepForm({
    step: 'identity',
    userId,
    empty: EMPTY_IDENTITY,
    validate: (values) => validateIdentity(values, today),
    onInvalid: (errors) => track('invalid', Object.keys(errors).join(',')),
    submit: async (values) => {
      track('submit');
      await save(toIdentityBody(values)).unwrap();
      track('saved');
      await flow.goNext();
    },
  });
  const { onChange } = form;
  const front = usePhotoUpload({ upload: uploadPhoto, onUploaded: (id) => (track('photo', 'front'), onChange({ nrcFrontId: id })) });
  const back = usePhotoUpload({ upload: uploadPhoto, onUploaded: (id) => (track('photo', 'back'), onChange({ nrcBackId: id })) });
  const slot = (upload: typeof front) => ({
    state: upload.state,
    canRetry: upload.canRetry,
    onChoose: (file: File) => void upload.choose(file),
    onRetry: () => void upload.retry(),
  });
  const t = useText();
  return (
    <PageFrame title={t('Identity Information')} progress="Identity">
      <IdentityFormView {...form} onSubmit={() => void form.onSubmit()} front={slot(front)} back={slot(back)} maxBirthDate={maxBirthDate(today)} />
    </PageFrame>
  );
}
