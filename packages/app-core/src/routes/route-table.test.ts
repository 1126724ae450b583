import { describe, expect, it } from 'vitest';

import { routeIdOfPath } from './route-match';
import { hrefOf, needsLoginPanel, paths, requiresLogin, routeIds, routeTable, segmentOf } from './route-table';

describe('route table (docs/product.md#screens-and-routes)', () => {
  it('declares every path of the spec with its title', () => {
    expect(paths).toMatchObject({
      home: '/home',
      member: '/member',
      me: '/me',
      privacy: '/agreement/privacy',
      loanContract: '/al',
      authIdentity: '/authentication/identity',
      authBase: '/authentication/base',
      authLinkman: '/authentication/linkman',
      authWork: '/authentication/work',
      authQuestionnaire: '/authentication/questionnaire',
      borrowPlan: '/borrow-plan',
      quickRepay: '/qp',
      qpExtension: '/qp/extension/$orderPlanId',
      faceStart: '/face/face-start',
      faceRecognition: '/face/face-recognition',
      faceSuccess: '/face/face-success',
      set: '/set',
      billingDetails: '/billing-details/$orderId',
      repaymentPlan: '/repayment-plan/$orderId',
      coupon: '/coupon',
      turntable: '/activity/turntable',
      poster: '/activity/poster',
      couponBenefit: '/activity/couponBenefit',
      stageDetails: '/stage-details',
      stageBillDetail: '/stage/bill-detail/$orderId',
      details: '/details',
      getCoupon: '/gc',
    });
    expect(routeTable.privacy.title).toBe('Privacy Policy');
    expect(routeTable.authBase.title).toBe('Personal information');
    expect(routeTable.faceSuccess.title).toBe('Successful');
    expect(routeTable.qpExtension.title).toBe('Bill Extension');
    expect(routeTable.stageBillDetail.title).toBe('Bill Preview');
  });

  it('requires login exactly on the screens section 6 gives to logged-in users', () => {
    const loggedIn = routeIds.filter((id) => requiresLogin(id) && !('layout' in routeTable[id]));
    expect(loggedIn).toEqual(
      expect.arrayContaining(['me', 'authIdentity', 'borrowPlan', 'faceStart', 'set', 'billingDetails', 'coupon']),
    );
    for (const open of ['home', 'member', 'quickRepay', 'qpExtension', 'turntable', 'privacy', 'loanContract'] as const) {
      expect(requiresLogin(open)).toBe(false);
    }
  });

  it('children of /authentication and /face inherit the login requirement', () => {
    expect(requiresLogin('authWork')).toBe(true);
    expect(requiresLogin('faceRecognition')).toBe(true);
  });
});

describe('guard rule', () => {
  it('blocks a login-required route without a token and opens the login panel', () => {
    expect(needsLoginPanel('me', false)).toBe(true);
    expect(needsLoginPanel('billingDetails', false)).toBe(true);
  });
  it('lets a login-required route through with a token', () => {
    expect(needsLoginPanel('me', true)).toBe(false);
  });
  it('never blocks /home nor a route that needs no login', () => {
    expect(needsLoginPanel('home', false)).toBe(false);
    expect(needsLoginPanel('quickRepay', false)).toBe(false);
  });
});

describe('paths', () => {
  it('fills params into a path constant', () => {
    expect(hrefOf(paths.billingDetails, { orderId: 42 })).toBe('/billing-details/42');
    expect(() => hrefOf(paths.repaymentPlan)).toThrow(/orderId/);
  });
  it('finds the route a pathname shows, params included', () => {
    expect(routeIdOfPath('/billing-details/42')).toBe('billingDetails');
    expect(routeIdOfPath('/qp')).toBe('quickRepay');
    expect(routeIdOfPath('/qp/extension/9')).toBe('qpExtension');
    expect(routeIdOfPath('/nowhere')).toBeUndefined();
  });
  it("derives each route tree segment from the table's full path (a path is written once)", () => {
    expect(segmentOf('home')).toBe('home');
    expect(segmentOf('authIdentity')).toBe('identity');
    expect(segmentOf('faceSuccess')).toBe('face-success');
    expect(segmentOf('qpExtension')).toBe('qp/extension/$orderPlanId');
  });
});
