import { storybookMain } from '@pocket/storybook-config/main';

export default storybookMain(import.meta.dirname);
