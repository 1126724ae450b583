// Stylesheets of react-vant components these pages use beyond @pocket/ui-kit/styles (same Vite 8 reason:
// docs/decisions/0003). Move into ui-kit's list when it grows to cover them.
import 'react-vant/es/input/style/index.css';
import 'react-vant/es/action-sheet/style/index.css';
