import { describe, expect, it } from 'vitest';

import { loadConfig } from './env';

describe('DATA_DIR', () => {
  it('is .data when unset, empty or blank, so the database never lands in the working directory', () => {
    expect(loadConfig({}).dataDir).toBe('.data');
    expect(loadConfig({ DATA_DIR: '' }).dataDir).toBe('.data');
    expect(loadConfig({ DATA_DIR: '  ' }).dataDir).toBe('.data');
  });

  it('is kept as given otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/pocket' }).dataDir).toBe('/var/lib/pocket');
  });
});
