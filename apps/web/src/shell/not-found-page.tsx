import { Link } from '@tanstack/react-router';
import { Button } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { NOT_FOUND_TITLE } from '@pocket/app-core/router';
import { paths } from '@pocket/app-core/routes';
import { EmptyFrame, EmptyIllustration } from '@pocket/ui-kit/empty-frame';

export function NotFoundPage() {
  const t = useText();
  return (
    <div style={{ padding: '48px 24px', textAlign: 'center' }}>
      <EmptyFrame picture={<EmptyIllustration name={t('Nothing here')} />} description={t(NOT_FOUND_TITLE)} />
      <p>{t('The page you are looking for does not exist.')}</p>
      <Link to={paths.home}>
        <Button type="primary" round>
          {t('Back to Home')}
        </Button>
      </Link>
    </div>
  );
}
