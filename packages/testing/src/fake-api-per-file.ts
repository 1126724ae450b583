import { afterAll, beforeAll, beforeEach } from 'vitest';

import { startFakeApi } from './fake-api';
import type { FakeApi } from './fake-api';

/**
 * The fake API of one test file: started before its tests, reset before each (then `onReset` scripts the answers every
 * test starts from), closed after all. What it returns stands for the running fake, so a test uses it as the fake.
 */
export function fakeApiPerFile(onReset: () => void = () => {}): FakeApi {
  let running: FakeApi | undefined;
  beforeAll(async () => {
    running = await startFakeApi();
  });
  afterAll(() => running?.close());
  beforeEach(() => {
    running!.reset();
    onReset();
  });
  return new Proxy({} as FakeApi, {
    get(_, key) {
      if (!running) throw new Error('The fake API starts in beforeAll: use it inside tests and hooks');
      return Reflect.get(running, key);
    },
  });
}
