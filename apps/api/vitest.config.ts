import { nodeConfig } from '@pocket/vitest-config';

export default nodeConfig({ test: { testTimeout: 30_000, hookTimeout: 60_000 } });
