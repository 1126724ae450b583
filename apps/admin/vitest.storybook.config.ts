import { storybookVitestConfig } from '@pocket/storybook-config/vitest';

export default storybookVitestConfig(import.meta.dirname);
