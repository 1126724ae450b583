// The repository explains itself: every link in the docs resolves inside it, every `docs/x.md#anchor` a file cites
// names a real heading, and nothing cites a document that only exists outside the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { anchorsOf, linksOf, slug } from './docs-links.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SELF = path.relative(ROOT, fileURLToPath(import.meta.url));

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && existsSync(path.join(ROOT, f)) && statSync(path.join(ROOT, f)).isFile());
const textFiles = tracked.filter((f) => /\.(md|[cm]?[jt]sx?|json|ya?ml|css|html|sh)$/.test(f) || f === '.ci/run');
const docs = tracked.filter((f) => /^docs\/.*\.md$/.test(f) || f === 'README.md');

const read = (f) => readFileSync(path.join(ROOT, f), 'utf8');
const anchorCache = new Map();
function anchorsIn(file) {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(read(file)));
  return anchorCache.get(file);
}

describe('heading anchors', () => {
  it('follows the GitHub slug rules', () => {
    expect(slug('1. Conventions')).toBe('1-conventions');
    expect(slug('### POST /api/vip/payment (signed, ⚷)'.replace(/^#+ /, ''))).toBe('post-apivippayment-signed-');
    expect(slug('Left out: `GET {hash}`')).toBe('left-out-get-hash');
    expect([...anchorsOf('# A\n## A\n```\n# not a heading\n```\n## B b')]).toEqual(['a', 'a-1', 'b-b']);
  });
});

describe('docs/*.md and README.md', () => {
  it('have only relative links to files and headings that exist', () => {
    const dead = [];
    for (const file of docs) {
      for (const { target, line } of linksOf(read(file))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
        const [rel, anchor] = target.split('#');
        const resolved = rel ? path.normalize(path.join(path.dirname(file), decodeURI(rel))) : file;
        if (resolved.startsWith('..') || !existsSync(path.join(ROOT, resolved))) {
          dead.push(`${file}:${line} ${target} (no such file)`);
        } else if (anchor && (!resolved.endsWith('.md') || !anchorsIn(resolved).has(anchor))) {
          dead.push(`${file}:${line} ${target} (no such heading)`);
        }
      }
    }
    expect(dead).toEqual([]);
  });
});

describe('every tracked file', () => {
  it('cites docs/<file>.md#<anchor> only where the file and the heading exist', () => {
    const dead = [];
    for (const file of textFiles) {
      if (file === SELF) continue;
      read(file)
        .split('\n')
        .forEach((text, i) => {
          for (const m of text.matchAll(/(?<![\w/.-])docs\/([\w./-]+\.md)(?:#([\w-]+))?/g)) {
            const target = `docs/${m[1]}`;
            if (!existsSync(path.join(ROOT, target))) dead.push(`${file}:${i + 1} ${m[0]} (no such file)`);
            else if (m[2] && !anchorsIn(target).has(m[2])) dead.push(`${file}:${i + 1} ${m[0]} (no such heading)`);
          }
        });
    }
    expect(dead).toEqual([]);
  });

  it('cites nothing that lives outside the repository', () => {
    // The design documents' names are refused while the repository has no doc of that name (docs/backoffice.md, once
    // written in the project's own words, may be cited; the shared design's copy never is).
    const designNames = ['product-spec', 'domain', 'security-reliability', 'backoffice'].filter((name) => !existsSync(path.join(ROOT, 'docs', `${name}.md`)));
    const outside = [
      /\.\.\/shared\b/,
      /\/work\/shared\b/,
      /\bshared\/(?:spec|design)\//,
      ...designNames.map((name) => new RegExp(`(?<![\\w-])${name}\\.md`)),
      /\bspec\s+sections?\s+\d/i,
    ];
    const found = [];
    for (const file of textFiles) {
      if (file === SELF) continue;
      const text = read(file);
      text.split('\n').forEach((line, i) => {
        if (outside.some((re) => re.test(line))) found.push(`${file}:${i + 1} ${line.trim().slice(0, 120)}`);
      });
      // "spec" at the end of a comment line and "section 5" at the start of the next.
      if (/\bspec\s*\n[\s*/#]*sections?\s+\d/i.test(text)) found.push(`${file}: spec section, across two lines`);
      // "spec section" at the end of a comment line and its number at the start of the next.
      if (/\bspec\s+sections?\s*\n[\s*/#(]*\d/i.test(text)) found.push(`${file}: spec section and its number, across two lines`);
    }
    expect(found).toEqual([]);
  });
});
