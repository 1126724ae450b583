import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { WEB_BUILD_INFO_FILE, webBuildInfoSchema } from '@pocket/contracts/web-build';
import type { WebBuildInfo } from '@pocket/contracts/web-build';

/** Google Identity Services (sign in with Google): its script, its iframe/button and its style sheet. */
const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** What the web build tells the server about itself; a build without the note (or a broken one) named no host. */
export function readWebBuildInfo(root: string): WebBuildInfo {
  try {
    const info = webBuildInfoSchema.safeParse(JSON.parse(readFileSync(path.join(root, WEB_BUILD_INFO_FILE), 'utf8')));
    return info.success ? info.data : { customerServiceHost: '' };
  } catch {
    return { customerServiceHost: '' };
  }
}

/** The sha256 source of every inline `<script>` (no src) of a page, so the CSP allows exactly those and no other. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attrs) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The origin of a configured host ('' when none or not a URL), and its websocket twin for the chat connection. */
function originsOf(host: string): { http: string; ws: string } | null {
  if (!host) return null;
  try {
    const url = new URL(host);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { http: url.origin, ws: `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}` };
  } catch {
    return null;
  }
}

export interface CspInputs {
  customerServiceHost: string;
  inlineScriptHashes: readonly string[];
}

/**
 * The Content-Security-Policy of every HTML answer: scripts only from this origin (plus hashed inline scripts, Google
 * sign-in and the customer-service host when one is configured), no plugins, no <base> tricks, never framed.
 */
export function contentSecurityPolicy({ customerServiceHost, inlineScriptHashes: hashes }: CspInputs): string {
  const cs = originsOf(customerServiceHost);
  const extra = (...sources: (string | undefined)[]) => sources.filter(Boolean).join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', extra("'self'", ...hashes, GOOGLE_SCRIPT, cs?.http)],
    // react-vant positions popups with style attributes; styles cannot run code.
    ['style-src', extra("'self'", "'unsafe-inline'", GOOGLE_GSI, cs?.http)],
    ['img-src', extra("'self'", 'data:', 'blob:', 'https:')],
    ['font-src', extra("'self'", 'data:', cs?.http)],
    ['connect-src', extra("'self'", GOOGLE_GSI, cs?.http, cs?.ws)],
    ['frame-src', extra(GOOGLE_GSI, cs?.http)],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** HSTS: browsers reach Pocket over https only for a year, subdomains included (ignored by browsers over plain http). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers of every /api answer, errors included: nothing is stored by a browser or a proxy (a login answer carries a
 * token, getUserInfo a phone and a name), nothing is sniffed into HTML, and https only. A route serving a public,
 * impersonal answer may state its own Cache-Control (the activity artwork: `public, max-age=86400`; the web texts'
 * corrections: `public, max-age=60`).
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Strict-Transport-Security': HSTS,
};

/** Every header an HTML answer carries; computed once at start-up (the page does not change while the server runs). */
export function htmlSecurityHeaders(csp: CspInputs, production: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(csp),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(production ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
