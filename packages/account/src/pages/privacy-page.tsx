import { PRIVACY_POLICY_UPDATED, privacyPolicy } from '../content/privacy-policy';
import { DocumentBody } from '../ui/document-body';
import { PageHeader } from '../ui/page-header';

/** /agreement/privacy: open to everyone, opened in a new tab from the login panel's consent. */
export function PrivacyPage() {
  return (
    <div>
      <PageHeader routeId="privacy" />
      <DocumentBody lead={`Last updated: ${PRIVACY_POLICY_UPDATED}`} sections={privacyPolicy} />
    </div>
  );
}

export default PrivacyPage;
