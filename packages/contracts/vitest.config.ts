import { nodeConfig } from '@pocket/vitest-config';

export default nodeConfig();
