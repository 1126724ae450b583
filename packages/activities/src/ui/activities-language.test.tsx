import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { englishLeft } from '@pocket/testing/english-left';
import { renderView } from '@pocket/testing/render-view';

import { BANNERS, NOTICES, PRIZES, turntable, wonSpin } from '../fixtures/activities.fixtures';
import ActivityOffers from '../slots/activity-offers';
import { GetCouponView } from './get-coupon-view';
import { HolidaysPopup } from './holidays-popup';
import { MarketingPopup } from './marketing-popup';
import { PosterView } from './poster-view';
import type { PrizeWheelProps } from './prize-wheel';
import { StorePageView } from './store-page-view';
import { TurntableView } from './turntable-view';

// jsdom has no canvas: the wheel is a stub that ends at once where it is told to stop (as in turntable-view.test.tsx).
vi.mock('./prize-wheel', () => ({
  PrizeWheel: ({ ref, onEnd, prizes }: PrizeWheelProps) => {
    useImperativeHandle(ref, () => ({ play: () => undefined, stop: () => onEnd(), reset: () => undefined }));
    return <div>{prizes.map((p) => p.label).join(', ')}</div>;
  },
}));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));
// react-vant's Swiper watches its slides with IntersectionObserver, which jsdom lacks.
globalThis.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;

const inBemba = { state: { appState: { lang: 'bem' } } };
const inNyanja = { state: { appState: { lang: 'ny' } } };
// The server's words: the prizes and coupons, packs, banners and notices, the invitation's reward, a store figure.
const serverWords = [
  ...PRIZES.flatMap((p) => [p.label, p.couponName ?? '']),
  'K5 off, Thanks for playing, K10 off, 20% off interest, K25 off, K50 off',
  'K30 off for inviting a friend',
  'Rated for 18+',
  ...BANNERS.map((b) => b.title),
  ...NOTICES.flatMap((n) => [n.title, n.body]),
  // A date keeps its short English month name in every language (docs/languages.md).
  /^\d{1,2} [A-Z][a-z]{2}, \d\d:\d\d$/,
];

describe("activities in the borrower's language (issue 48)", () => {
  it('the prize wheel page and its result leave no English in Bemba', async () => {
    const wheel = (over = {}) => () => (
      <TurntableView
        data={turntable({ spinsLeft: 2, history: [{ spinId: 1, prizeId: 3, label: 'K10 off', won: true, couponName: 'K10 off your bill', at: '2026-03-01T10:00:00Z' }], ...over })}
        loading={false}
        error={null}
        onRetry={vi.fn()}
        onSpin={vi.fn(async () => wonSpin())}
        onLogin={vi.fn()}
        onViewCoupons={vi.fn()}
        onSettled={vi.fn()}
      />
    );
    const spin = () => userEvent.click(screen.getByRole('button', { name: /^(Spin|Pentuleni)$/ }));
    expect(await englishLeft(wheel(), 'bem', serverWords, spin)).toEqual([]);
    expect(await englishLeft(wheel({ loggedIn: false, spinsLeft: 0, history: [] }), 'bem', serverWords)).toEqual([]);
    expect(await englishLeft(wheel({ spinsLeft: 0, history: [] }), 'bem', serverWords)).toEqual([]);
    renderView(wheel()(), inBemba);
    expect(screen.getByText('Ukupenta 2 kwashalapo')).toBeInTheDocument();
    await spin();
    expect(await screen.findByText('Mwacimfya K10 off your bill. Ilemulolela pali Kupon.')).toBeInTheDocument();
  });

  it('the invitation poster leaves no English in Nyanja', async () => {
    const invite = { inviteCode: 'K7Q2M9XA', invited: 2, rewarded: 1, rewardCoupon: 'K30 off for inviting a friend' };
    const poster = (posterUrl: string | null) => () => (
      <PosterView loggedIn invite={invite} link="http://x/home?invite=K7Q2M9XA" loading={false} error={null} posterUrl={posterUrl} canShare onRetry={vi.fn()} onLogin={vi.fn()} onSave={vi.fn()} onShare={vi.fn()} />
    );
    expect(await englishLeft(poster('blob:poster'), 'ny', [...serverWords, 'K7Q2M9XA', 'http://x/home?invite=K7Q2M9XA'])).toEqual([]);
    expect(await englishLeft(poster(null), 'ny', [...serverWords, 'K7Q2M9XA', 'http://x/home?invite=K7Q2M9XA'])).toEqual([]);
    renderView(poster('blob:poster')(), inNyanja);
    expect(screen.getByText('Mnzanu akalowa kudzera mu linki yanu ndi kubweza ngongole yake yoyamba pa nthawi, mumalandira K30 off for inviting a friend.')).toBeInTheDocument();
  });

  it('the coupon by code (/gc) leaves no English in Bemba: the form, an empty code, the coupons won', async () => {
    const base = { initialCode: '', loggedIn: true, claiming: false, outcome: null, onClaim: vi.fn(), onViewCoupons: vi.fn(), onBrowsePacks: vi.fn() };
    const tap = () => userEvent.click(screen.getByRole('button', { name: /^(Get coupons|Pokeni ama kuponi)$/ }));
    expect(await englishLeft(() => <GetCouponView {...base} />, 'bem', serverWords, tap)).toEqual([]);
    expect(await englishLeft(() => <GetCouponView {...base} loggedIn={false} />, 'bem', serverWords)).toEqual([]);
    const won = { ok: true as const, pack: { id: 1, name: 'Welcome 2026 pack', coupons: ['K15 off your bill'] } };
    expect(await englishLeft(() => <GetCouponView {...base} outcome={won as never} />, 'bem', serverWords)).toEqual([]);
    renderView(<GetCouponView {...base} />, inBemba);
    await tap();
    expect(screen.getByText('Napapata lembeni code ya kuponi')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('ica kumwenako: WELCOME2026')).toBeInTheDocument();
  });

  it('the store page leaves no English in Nyanja (the figures entered, the links, while they load)', async () => {
    const figures = { rating: 4.2, ratingCount: 318, downloads: '10K+', contentRating: 'Rated for 18+', containsAds: true, inAppPurchases: true };
    const store = (link: string) => () => <StorePageView packageName="zm.co.pocket.app" appDownloadLink={link} alternateChannelDownloadLink="https://play.google.com/x" figures={figures} />;
    const same = [...serverWords, 'zm.co.pocket.app', 'Google Play', 'Pocket'];
    expect(await englishLeft(store('/?source=pwa'), 'ny', same)).toEqual([]);
    expect(await englishLeft(store(''), 'ny', same)).toEqual([]);
    renderView(store('/?source=pwa')(), inNyanja);
    expect(screen.getByText('318 ndemanga')).toBeInTheDocument();
    expect(screen.getByText('Muli zotsatsa · Kugula mu app')).toBeInTheDocument();
  });

  it("the popups (offers, holidays) and the offers on /home leave no English in Bemba", async () => {
    expect(await englishLeft(() => <MarketingPopup visible banners={BANNERS} onClose={vi.fn()} onOpen={vi.fn()} />, 'bem', serverWords)).toEqual([]);
    expect(await englishLeft(() => <HolidaysPopup visible notices={NOTICES} onClose={vi.fn()} />, 'bem', serverWords)).toEqual([]);
    expect(await englishLeft(() => <ActivityOffers />, 'bem', serverWords)).toEqual([]);
    renderView(<ActivityOffers />, inBemba);
    expect(screen.getByText('Cefeshiwako K30 ilyo munenu abwesha pa nshita')).toBeInTheDocument();
  });
});
