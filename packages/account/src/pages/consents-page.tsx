import { Cell } from 'react-vant';

import { failureText } from '@pocket/api-client/errors';
import { type Say, useText } from '@pocket/app-core/i18n';
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

const day = (at: string) => new Date(at).toLocaleDateString('en-GB', { timeZone: 'Africa/Lusaka' });
const when = (c: ConsentView, t: Say) =>
  c.at ? t(c.given ? 'Given {day}, text of {version}' : 'Withdrawn {day}, text of {version}', { day: day(c.at), version: c.version ?? '' }) : t('Not recorded yet');

/** /consents: what the borrower agreed to and when; location, marketing and the credit bureau check can be withdrawn and given again (docs/data-rights.md). */
export default function ConsentsPage() {
  const consents = useMyConsentsQuery();
  const t = useText();
  return (
    <div>
      <PageHeader title={t(routeTable.consents.title)} />
      <PageState loading={consents.isLoading} error={consents.isError ? failureText(consents.error) : null} onRetry={() => void consents.refetch()}>
        <Cell.Group title={t('You can change')}>
          <ConsentSwitch kind="location" label={t(CONSENT_TEXTS.location)} note={t(CONSENT_TEXTS.locationNote)} />
          <ConsentSwitch kind="marketing" label={t(CONSENT_TEXTS.marketing)} note={t(CONSENT_TEXTS.marketingNote)} />
          <ConsentSwitch kind="bureau" label={t(CONSENT_TEXTS.bureau)} note={t(CONSENT_TEXTS.bureauNote)} />
        </Cell.Group>
        <Cell.Group title={t('Your record')}>
          {consents.data?.items.map((c) => <Cell key={c.kind} title={t(CONSENT_NAMES[c.kind])} label={when(c, t)} value={t(c.given ? 'On' : 'Off')} />)}
        </Cell.Group>
        <p style={{ padding: '0 16px', fontSize: 12 }}>{t(CONSENT_TEXTS.faceWithdraw)}</p>
      </PageState>
    </div>
  );
}
