import react from '@vitejs/plugin-react';

import { reactConfig } from '@pocket/vitest-config';

// The shell's tests load the real features' pages lazily: their first import is transformed on the spot, which takes
// seconds on a busy 2-core machine (as in borrow, activities and extension).
export default reactConfig({ plugins: [react()], test: { testTimeout: 20_000 } });
