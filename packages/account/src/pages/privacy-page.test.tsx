import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CONSENT_TEXT_VERSIONS } from '@pocket/contracts/api/consents';
import { renderWithProviders } from '@pocket/testing/render';

import { PRIVACY_POLICY_UPDATED } from '../content/privacy-policy';
import { PrivacyPage } from './privacy-page';

const text = () => document.body.textContent ?? '';

describe('/agreement/privacy', { timeout: 15_000 }, () => {
  it("carries the route table's title 'Privacy Policy' and is open without login", async () => {
    const { store } = await renderWithProviders(<PrivacyPage />, { route: '/agreement/privacy' });
    expect(screen.getByText('Privacy Policy', { selector: '.rv-nav-bar__title' })).toBeInTheDocument();
    expect(store.getState().overlays.login?.open ?? false).toBe(false);
  });

  it('names the controller and the law: the Data Protection Act No. 3 of 2021', async () => {
    await renderWithProviders(<PrivacyPage />, { route: '/agreement/privacy' });
    expect(screen.getByRole('heading', { name: '1. Who we are' })).toBeInTheDocument();
    expect(text()).toMatch(/Pocket .* is the data controller/);
    expect(text()).toContain('Data Protection Act No. 3 of 2021');
  });

  it('says what data is collected and why: KYC with the NRC, biometrics as sensitive data with explicit consent, device and location risk data', async () => {
    await renderWithProviders(<PrivacyPage />, { route: '/agreement/privacy' });
    expect(text()).toContain('National Registration Card (NRC)');
    expect(text()).toMatch(/Biometric data .* sensitive personal data .* explicit consent/);
    expect(text()).toMatch(/Device and location risk data/);
  });

  it('gives lawful bases, retention, sharing with mobile-money operators and no credit reference bureau (issue 32: the product fetches no report)', async () => {
    await renderWithProviders(<PrivacyPage />, { route: '/agreement/privacy' });
    for (const heading of ['3. Our lawful bases', '5. Who we share your data with', '7. How long we keep your data']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(text()).not.toContain('credit reference report,');
    expect(text()).not.toContain('Credit reference bureaus');
    expect(text()).toContain('We do not obtain credit reference reports.');
    expect(text()).toContain('Mobile-money operators (MTN Mobile Money and Airtel Money)');
    expect(text()).not.toContain('Zamtel');
    expect(text()).toMatch(/ten years after your last loan is closed/);
    expect(text()).toContain('When you close it (Set, Close my account) we erase them at once.');
  });

  it("lists the data subject's rights, the Data Protection Commissioner and a contact", async () => {
    await renderWithProviders(<PrivacyPage />, { route: '/agreement/privacy' });
    expect(screen.getByRole('heading', { name: '9. Your rights' })).toBeInTheDocument();
    for (const right of ['access the personal data', 'corrected', 'erased', 'object to processing', 'data portability', 'withdraw consent']) {
      expect(text()).toContain(right);
    }
    expect(text()).toContain('Data Protection Commissioner');
    expect(text()).toContain('privacy@pocket.co.zm');
  });

  it('carries the date of its text, the same version the consent record notes at login', async () => {
    expect(PRIVACY_POLICY_UPDATED).toBe('27 November 2026');
    expect(CONSENT_TEXT_VERSIONS.privacy).toBe('2026-11-27');
  });
});
