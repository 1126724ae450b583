import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';

describe('the Content-Security-Policy of the page', () => {
  it('allows an inline script only by its hash', () => {
    const hashes = inlineScriptHashes('<script>window.a=1</script><script type="module" src="/assets/x.js"></script>');
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update('window.a=1').digest('base64')}'`]);
    const csp = contentSecurityPolicy({ customerServiceHost: '', inlineScriptHashes: hashes });
    expect(csp).toContain(`script-src 'self' ${hashes[0]} https://accounts.google.com/gsi/client;`);
  });

  it('names no customer-service host when none is configured, and ignores one that is not a web address', () => {
    for (const host of ['', 'javascript:alert(1)', 'not a url']) {
      const csp = contentSecurityPolicy({ customerServiceHost: host, inlineScriptHashes: [] });
      expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client;");
      expect(csp).not.toContain('javascript:');
    }
  });
});
