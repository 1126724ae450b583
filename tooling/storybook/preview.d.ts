import type { Preview } from '@storybook/react-vite';

export const parameters: Preview['parameters'];
declare const preview: Preview;
export default preview;
