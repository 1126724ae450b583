import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { FIELD_MODULES, FIRST_SCREEN_GROUPS, HOME_BASE_MODULES, LANGUAGE_LOAD_MODULES, PAGE_HEADER_MODULES, PAGE_KIT_MODULES, QUICK_REPAY_MODULES } from './chunk-groups';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
// react-vant and its icons, where pnpm put them (the icons are react-vant's dependency, beside it).
const reactVantModules = path.join(path.dirname(createRequire(import.meta.url).resolve('react-vant')), '..', '..');

/** The file or folder an entry names: ours under the repository, a library's where pnpm installed it. */
const located = (entry: string) => (entry.startsWith('packages/') ? path.join(repoRoot, entry) : path.join(reactVantModules, entry));

describe('the home-base chunk group', () => {
  it('names only modules that exist (a moved file would silently leave the chunk)', () => {
    const missing = HOME_BASE_MODULES.filter((entry) => !existsSync(located(entry)));
    expect(missing).toEqual([]);
  });

  it('captures a listed module by its id, on any platform, and leaves others alone', () => {
    const group = FIRST_SCREEN_GROUPS.find((g) => g.name === 'home-base')!;
    const test = group.test as (id: string) => boolean;
    expect(test(path.join(repoRoot, 'packages/borrow/src/api/product-list.ts'))).toBe(true);
    expect(test('C:\\work\\main\\packages\\borrow\\src\\api\\product-list.ts')).toBe(true);
    expect(test(path.join(repoRoot, 'packages/borrow/src/pages/home-page.tsx'))).toBe(false);
  });
});

describe('the groups of the pages\' small shared modules and of /qp', () => {
  it('name only modules that exist', () => {
    const listed = [...LANGUAGE_LOAD_MODULES, ...PAGE_KIT_MODULES, ...PAGE_HEADER_MODULES, ...FIELD_MODULES, ...QUICK_REPAY_MODULES];
    expect(listed.filter((entry) => !existsSync(located(entry)))).toEqual([]);
  });

  it('come after the first screens\' groups, so that what the entry loads stays there', () => {
    const names = FIRST_SCREEN_GROUPS.map((g) => g.name);
    expect(names).toEqual(['framework', 'ui-base', 'home-base', 'language-load', 'page-kit', 'page-header', 'Field', 'quick-repay']);
    const quickRepay = FIRST_SCREEN_GROUPS.find((g) => g.name === 'quick-repay')!.test as (id: string) => boolean;
    expect(quickRepay(path.join(repoRoot, 'packages/repayment/src/pages/quick-repay-page.tsx'))).toBe(true);
    expect(quickRepay(path.join(repoRoot, 'packages/repayment/src/pages/coupon-page.tsx'))).toBe(false);
    // The corrections' route fact goes with the language loader, not with page-kit's other facts.
    const languageLoad = FIRST_SCREEN_GROUPS.find((g) => g.name === 'language-load')!.test as (id: string) => boolean;
    expect(languageLoad(path.join(repoRoot, 'packages/contracts/src/calls/app/web-texts.ts'))).toBe(true);
    expect(languageLoad(path.join(repoRoot, 'packages/contracts/src/calls/app/channel.ts'))).toBe(false);
  });
});
