import { routeTable } from '@pocket/app-core/routes';
import { PageHeader } from '@pocket/ui-kit/page-header';

import { PRIVACY_POLICY_UPDATED, privacyPolicy } from '../content/privacy-policy';
import { DocumentBody } from '../ui/document-body';

/** /agreement/privacy: open to everyone, opened in a new tab from the login panel's consent. */
export function PrivacyPage() {
  return (
    <div>
      <PageHeader title={routeTable.privacy.title} />
      <DocumentBody lead={`Last updated: ${PRIVACY_POLICY_UPDATED}`} sections={privacyPolicy} />
    </div>
  );
}

export default PrivacyPage;
