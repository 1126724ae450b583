// Shared preview parameters: a phone-sized canvas, as borrowers see the app.
// Each package's .storybook/preview.ts imports '@pocket/ui-kit/styles' before this (react-vant CSS, see
// docs/decisions/0003-vite-8-and-the-react-vant-css-import.md).
export const parameters = {
  layout: 'fullscreen',
  viewport: { defaultViewport: 'mobile1' },
  controls: { expanded: true },
};

export default { parameters };
