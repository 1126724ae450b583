import { Button } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';

/** 'Next' between the steps; 'Submit' (`submit`) on the last form. */
export function SubmitButton({ submitting, submit = false }: { submitting?: boolean | undefined; submit?: boolean }) {
  const t = useText();
  return (
    <div style={{ padding: '24px 16px' }}>
      <Button type="primary" block round nativeType="submit" loading={submitting} disabled={submitting}>
        {t(submit ? 'Submit' : 'Next')}
      </Button>
    </div>
  );
}
