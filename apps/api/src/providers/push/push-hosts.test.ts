import { describe, expect, it } from 'vitest';

import { loadConfig } from '../../config/env';
import { endpointProblem, isPublicAddress, KNOWN_PUSH_SERVICES, parsePushHosts } from './push-hosts';

describe('push hosts and addresses (issue 42, defect 3)', () => {
  it('only public addresses: loopback, private, link-local, shared, documentation, multicast and IPv6 specials are not', () => {
    const notPublic = ['127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.0.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '192.0.2.7', '198.18.0.1', '224.0.0.1', '255.255.255.255',
      '::1', '::', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '64:ff9b::a00:1', '2001:db8::1', '2002:a00:1::1', '2001::1', 'localhost', 'not an address'];
    const publicOnes = ['8.8.8.8', '142.250.185.74', '172.32.0.1', '100.128.0.1', '::ffff:8.8.8.8', '2607:f8b0:4004:c07::5f', '2a00:1450:4001:82a::200a'];
    expect(notPublic.filter(isPublicAddress)).toEqual([]);
    expect(publicOnes.filter((a) => !isPublicAddress(a))).toEqual([]);
  });

  it('PUSH_ALLOWED_HOSTS: hosts, *.suffix and :port; a malformed entry stops start-up naming it', () => {
    expect(parsePushHosts(['fcm.googleapis.com', '*.notify.windows.com', 'push.example.zm:8443', '127.0.0.1:4443', '[::1]:4443'])).toEqual([
      { host: 'fcm.googleapis.com', suffix: null, port: 443 },
      { host: 'notify.windows.com', suffix: '.notify.windows.com', port: 443 },
      { host: 'push.example.zm', suffix: null, port: 8443 },
      { host: '127.0.0.1', suffix: null, port: 4443 },
      { host: '[::1]', suffix: null, port: 4443 },
    ]);
    for (const bad of ['https://fcm.googleapis.com', 'fcm.googleapis.com/path', '*.', 'push.example.zm:99999', '*.127.0.0.1', 'a..b']) {
      expect(() => loadConfig({ NODE_ENV: 'test', PUSH_ALLOWED_HOSTS: `fcm.googleapis.com,${bad}` }), bad).toThrow(`PUSH_ALLOWED_HOSTS has "${bad}"`);
    }
    expect(loadConfig({ NODE_ENV: 'test' }).push.allowedHosts.map((r) => r.host)).toEqual([...KNOWN_PUSH_SERVICES.map((h) => h.replace('*.', '')), 'push.sandbox.invalid']);
    expect(loadConfig({ NODE_ENV: 'test', PUSH_ALLOWED_HOSTS: 'push.example.zm' }).push.allowedHosts.map((r) => r.host)).toEqual(['push.example.zm']);
  });

  it('an endpoint matches a rule by host and port; a wildcard needs a name under its suffix', () => {
    const rules = parsePushHosts(KNOWN_PUSH_SERVICES);
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/x', rules)).toBeNull();
    expect(endpointProblem('https://FCM.googleapis.com./fcm/send/x', rules)).toBeNull();
    expect(endpointProblem('https://db5p.notify.windows.com/w/?token=x', rules)).toBeNull();
    expect(endpointProblem('https://notify.windows.com/w/?token=x', rules)).not.toBeNull();
    expect(endpointProblem('https://evilnotify.windows.com/w', rules)).not.toBeNull();
    expect(endpointProblem('https://fcm.googleapis.com:443/fcm/send/x', rules)).toBeNull();
    expect(endpointProblem('https://fcm.googleapis.com:444/fcm/send/x', rules)).not.toBeNull();
    expect(endpointProblem('http://fcm.googleapis.com/fcm/send/x', rules)).toBe('must be an https:// URL');
  });
});
