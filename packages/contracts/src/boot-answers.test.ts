import { describe, expect, it } from 'vitest';

import { BOOT_ANSWERS_ELEMENT_ID, bootAnswersElement, bootCallsFor } from './boot-answers';

describe('bootCallsFor', () => {
  it('answers every page activities’ three calls, with the default channel when the address names none', () => {
    expect(bootCallsFor('/qp', '')).toEqual(['/api/v1/channel/queryByChannelCode/h5', '/api/v1/activity/market-list', '/api/v1/activity/holidays-list']);
  });

  it('adds home’s products and VIP cards on the landing page only', () => {
    for (const path of ['/', '/home']) expect(bootCallsFor(path, '')).toEqual(expect.arrayContaining(['/api/v4/product/list', '/api/vip/getVipCardInfo']));
    expect(bootCallsFor('/me', '')).not.toContain('/api/v4/product/list');
    expect(bootCallsFor('/home/x', '')).not.toContain('/api/vip/getVipCardInfo');
  });

  it('adds the answer the member tab and the activities’ landing pages show first', () => {
    expect(bootCallsFor('/member', '')).toEqual(expect.arrayContaining(['/api/vip/getVipCardInfo']));
    expect(bootCallsFor('/member/', '')).toContain('/api/vip/getVipCardInfo');
    expect(bootCallsFor('/activity/turntable', '')).toContain('/api/v1/activity/turntable');
    expect(bootCallsFor('/activity/couponBenefit', '')).toContain('/api/v1/activity/coupon-packs');
    expect(bootCallsFor('/activity/poster', '')).toHaveLength(3);
    expect(bootCallsFor('/me', '')).not.toContain('/api/vip/getVipCardInfo');
  });

  it('asks for the channel the address names (trimmed, encoded as the client encodes it)', () => {
    expect(bootCallsFor('/home', '?appChannelCode=%20WM2%20')[0]).toBe('/api/v1/channel/queryByChannelCode/WM2');
    expect(bootCallsFor('/home', '?appChannelCode=a%2Fb')[0]).toBe('/api/v1/channel/queryByChannelCode/a%2Fb');
    expect(bootCallsFor('/home', '?appChannelCode=%20')[0]).toBe('/api/v1/channel/queryByChannelCode/h5');
  });
});

describe('bootAnswersElement', () => {
  it('writes a JSON data element that no answer text can close, and that reads back unchanged', () => {
    const answers = { '/api/v1/activity/market-list': { code: 200, msg: 'ok', data: [{ title: '</script><script>alert(1)</script><!--' }] } };
    const element = bootAnswersElement(answers);
    const open = `<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}">`;
    expect(element.startsWith(open)).toBe(true);
    const json = element.slice(open.length, -'</script>'.length);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(answers);
  });
});
