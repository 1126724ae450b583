import '@pocket/ui-kit/styles';

export { default } from '@pocket/storybook-config/preview';
