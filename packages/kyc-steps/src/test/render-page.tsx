import { configure } from '@testing-library/react';
import type { ReactElement } from 'react';

import { configureApiClient } from '@pocket/api-client/client';
import type { RouteId } from '@pocket/app-core/routes';
import type { FakeApi } from '@pocket/testing/fake-api';
import { makeStore, renderWithProviders } from '@pocket/testing/render';

import BasePage from '../pages/base-page';
import FaceRecognitionPage from '../pages/face-recognition-page';
import FaceStartPage from '../pages/face-start-page';
import FaceSuccessPage from '../pages/face-success-page';
import IdentityPage from '../pages/identity-page';
import LinkmanPage from '../pages/linkman-page';
import QuestionnairePage from '../pages/questionnaire-page';
import WorkPage from '../pages/work-page';

// Page tests wait on real HTTP round trips and lazy routes. On 2 shared cores with every package's tests running (CI's
// npm test), a chain of three round trips once took more than 10 s (the face-start message after consents are
// given and read back), so a wait may take up to 30 s; a passing test takes no longer for it.
configure({ asyncUtilTimeout: 30_000 });

const KYC_PAGES: Partial<Record<RouteId, () => ReactElement>> = {
  authIdentity: () => <IdentityPage />,
  authBase: () => <BasePage />,
  authLinkman: () => <LinkmanPage />,
  authWork: () => <WorkPage />,
  authQuestionnaire: () => <QuestionnairePage />,
  faceStart: () => <FaceStartPage />,
  faceRecognition: () => <FaceRecognitionPage />,
  faceSuccess: () => <FaceSuccessPage />,
};

export const OWN_MOBILE = '0955555555';

/**
 * Every KYC page on its route, for a logged-in borrower (user 7), with the api client pointed at the fake API; `lang`:
 * the language the browser kept (English without it).
 */
export async function renderKyc(route: string, api: FakeApi, lang?: 'bem' | 'ny') {
  // Tracking points are fire-and-forget; answered here so that no test sees a stray failure toast.
  api.on('/app/node/buriedPointV2', { data: null });
  const store = makeStore({ appState: { token: 'test-token', userId: '7', userInfo: { mobile: OWN_MOBILE }, ...(lang ? { lang } : {}) } });
  const toasts: string[] = [];
  configureApiClient({ store, baseURL: api.baseURL, toaster: { show: (m) => toasts.push(m), fail: (m) => toasts.push(m) } });
  const where = <p data-testid="elsewhere">elsewhere</p>;
  const result = await renderWithProviders(where, { store, route, pages: KYC_PAGES });
  return { ...result, toasts, path: () => result.router.state.location.pathname, href: () => result.router.state.location.href };
}
