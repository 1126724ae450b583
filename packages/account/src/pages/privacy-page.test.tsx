import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@pocket/testing/render';

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

  it('gives lawful bases, retention, sharing with credit reference bureaus and mobile-money operators', async () => {
    await renderWithProviders(<PrivacyPage />, { route: '/agreement/privacy' });
    for (const heading of ['3. Our lawful bases', '5. Who we share your data with', '7. How long we keep your data']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(text()).toContain('Credit reference bureaus licensed by the Bank of Zambia');
    expect(text()).toContain('Mobile-money operators');
    expect(text()).toMatch(/ten years after your last loan is closed/);
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
});
