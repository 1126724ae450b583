import { afterEach, describe, expect, it } from 'vitest';

import { loadCustomerService } from './customer-service';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('customer-service widget', () => {
  it('loads one stylesheet and three scripts, a websocket helper among them, from {host}/static/customer/', () => {
    expect(loadCustomerService('https://cs.example.com/')).toBe(true);
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href);
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script')];
    expect(links).toEqual(['https://cs.example.com/static/customer/customer.css']);
    expect(scripts.map((s) => s.src)).toEqual([
      'https://cs.example.com/static/customer/reconnecting-websocket.min.js',
      'https://cs.example.com/static/customer/customer-config.js',
      'https://cs.example.com/static/customer/customer.js',
    ]);
    expect(scripts.some((s) => /websocket/i.test(s.src))).toBe(true);
    expect(scripts.every((s) => s.async === false)).toBe(true);
  });

  it('loads nothing at all when no host is configured', () => {
    expect(loadCustomerService('')).toBe(false);
    expect(document.querySelectorAll('link, script')).toHaveLength(0);
  });

  it('loads the widget only once', () => {
    loadCustomerService('https://cs.example.com');
    loadCustomerService('https://cs.example.com');
    expect(document.querySelectorAll('script')).toHaveLength(3);
  });
});
