// The app's own base styles: react-vant's base rules and variables, and the accessibility overrides. Each component's
// CSS goes with its code (apps/web/build/react-vant-css.ts); Storybook previews import every component's CSS
// (./react-vant-styles.ts) instead. Imported first by apps/web.
import 'react-vant/es/styles/base.css';
import 'react-vant/es/styles/css-variables.css';
import './accessibility.css';
