import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { MemoryKv } from '../../db/kv';
import { Reencoder } from './reencoder';

/** A re-encoder whose re-encode of `id` ends (the clean file written, then the original removed) right after its first look. */
class EndsBetweenLooks extends Reencoder {
  private looks = 0;
  protected override async exists(file: string): Promise<boolean> {
    const there = await super.exists(file);
    this.looks += 1;
    if (this.looks === 1) {
      const files = this.files('photo');
      await writeFile(files.served, 'clean');
      await rm(files.original, { force: true });
    }
    return there;
  }
}

// A re-encode ends by writing `<id>` and then removing `<id>.orig`. A look at the upload's state while that happens
// must see it pending or ready, never missing: KYC would refuse a good photo with "no such upload" (seen once in CI).
describe("an upload's state while its re-encode ends", () => {
  it('is ready, not missing, when the re-encode ends between its looks', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pocket-reencoder-state-'));
    try {
      const reencoder = new EndsBetweenLooks(dir, new MemoryKv(), () => {});
      await writeFile(reencoder.files('photo').original, 'original');
      expect(await reencoder.state('photo')).toBe('ready');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
