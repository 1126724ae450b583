import '../src/styles/react-vant-styles';

export { default } from '@pocket/storybook-config/preview';
