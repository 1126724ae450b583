import react from '@vitejs/plugin-react';

import { reactConfig } from '@pocket/vitest-config';

export default reactConfig({ plugins: [react()] });
