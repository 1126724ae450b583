import react from '@vitejs/plugin-react';

import { reactConfig } from '@pocket/vitest-config';

// Form journeys type a few dozen characters; on the 2 shared cores that can pass the 5 s default (and 20 s when every package's tests run at once).
export default reactConfig({ plugins: [react()], test: { testTimeout: 60_000 } });
