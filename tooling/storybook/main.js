/**
 * The Storybook main config every package uses:
 *   export default storybookMain(import.meta.dirname)
 * Stories sit beside the code (`src/**\/*.stories.tsx`).
 */
export function storybookMain(storybookDir) {
  return {
    // Relative to the config dir, as Storybook and its Vitest plugin both expect.
    stories: ['../src/**/*.stories.@(ts|tsx)'],
    framework: { name: '@storybook/react-vite', options: {} },
    core: { disableTelemetry: true, disableWhatsNewNotifications: true },
    typescript: { reactDocgen: false },
    async viteFinal(config) {
      // One copy of React across the workspace, whatever package the story lives in.
      config.resolve = { ...(config.resolve ?? {}), dedupe: ['react', 'react-dom', 'react-vant'] };
      return config;
    },
  };
}
