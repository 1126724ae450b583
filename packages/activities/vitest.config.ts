import react from '@vitejs/plugin-react';

import { reactConfig } from '@pocket/vitest-config';

// Page and overlay tests talk to a local fake API over HTTP; on a busy 2-core machine they need more than 5 s.
export default reactConfig({ plugins: [react()], test: { testTimeout: 20_000 } });
