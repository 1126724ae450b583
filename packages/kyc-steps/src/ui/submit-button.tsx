import { Button } from 'react-vant';

export function SubmitButton({ submitting, label = 'Next' }: { submitting?: boolean | undefined; label?: string }) {
  return (
    <div style={{ padding: '24px 16px' }}>
      <Button type="primary" block round nativeType="submit" loading={submitting} disabled={submitting}>
        {label}
      </Button>
    </div>
  );
}
