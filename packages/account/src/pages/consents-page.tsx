import { Cell } from 'react-vant';

import { failureText } from '@pocket/api-client/errors';
import { routeTable } from '@pocket/app-core/routes';
import { CONSENT_TEXTS, type ConsentView } from '@pocket/contracts/api/consents';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { PageState } from '@pocket/ui-kit/page-state';

import { useMyConsentsQuery } from '../api/consents';
import { ConsentSwitch } from '../ui/consent-switch';

export const CONSENT_NAMES: Record<ConsentView['kind'], string> = {
  terms: 'Terms of the service',
  privacy: 'Privacy policy',
  face: 'Face verification (biometric data)',
  location: CONSENT_TEXTS.location,
  marketing: CONSENT_TEXTS.marketing,
  bureau: CONSENT_TEXTS.bureau,
};

const when = (c: ConsentView) =>
  c.at ? `${c.given ? 'Given' : 'Withdrawn'} ${new Date(c.at).toLocaleDateString('en-GB', { timeZone: 'Africa/Lusaka' })}, text of ${c.version}` : 'Not recorded yet';

/** /consents: what the borrower agreed to and when; location, marketing and the credit bureau check can be withdrawn and given again (docs/data-rights.md). */
export default function ConsentsPage() {
  const consents = useMyConsentsQuery();
  return (
    <div>
      <PageHeader title={routeTable.consents.title} />
      <PageState loading={consents.isLoading} error={consents.isError ? failureText(consents.error) : null} onRetry={() => void consents.refetch()}>
        <Cell.Group title="You can change">
          <ConsentSwitch kind="location" label={CONSENT_TEXTS.location} note={CONSENT_TEXTS.locationNote} />
          <ConsentSwitch kind="marketing" label={CONSENT_TEXTS.marketing} note={CONSENT_TEXTS.marketingNote} />
          <ConsentSwitch kind="bureau" label={CONSENT_TEXTS.bureau} note={CONSENT_TEXTS.bureauNote} />
        </Cell.Group>
        <Cell.Group title="Your record">
          {consents.data?.items.map((c) => <Cell key={c.kind} title={CONSENT_NAMES[c.kind]} label={when(c)} value={c.given ? 'On' : 'Off'} />)}
        </Cell.Group>
        <p style={{ padding: '0 16px', fontSize: 12 }}>{CONSENT_TEXTS.faceWithdraw}</p>
      </PageState>
    </div>
  );
}
