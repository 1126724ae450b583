import type { StorybookConfig } from '@storybook/react-vite';

export function storybookMain(storybookDir: string): StorybookConfig;
