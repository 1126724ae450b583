// app-core sits below ui-kit, so its stories use the shared preview without the app's styles.
export { default } from '@pocket/storybook-config/preview';
