// Every react-vant component the product uses, with its stylesheet: what Storybook previews import first. The app
// imports only the base (./react-vant-base.ts); its build attaches each component's CSS to the component's code
// (apps/web/build/react-vant-css.ts, decision 0003). Add a line when a new component is used.
// The base first (react-vant's base rules and variables, our accessibility overrides), as the app has it.
import './react-vant-base';
import 'react-vant/es/action-sheet/style/index.css';
import 'react-vant/es/badge/style/index.css';
import 'react-vant/es/button/style/index.css';
import 'react-vant/es/cell/style/index.css';
import 'react-vant/es/checkbox/style/index.css';
import 'react-vant/es/count-down/style/index.css';
import 'react-vant/es/dialog/style/index.css';
import 'react-vant/es/divider/style/index.css';
import 'react-vant/es/empty/style/index.css';
import 'react-vant/es/field/style/index.css';
import 'react-vant/es/form/style/index.css';
import 'react-vant/es/grid/style/index.css';
import 'react-vant/es/image/style/index.css';
import 'react-vant/es/input/style/index.css';
import 'react-vant/es/loading/style/index.css';
import 'react-vant/es/nav-bar/style/index.css';
import 'react-vant/es/notice-bar/style/index.css';
import 'react-vant/es/number-keyboard/style/index.css';
import 'react-vant/es/overlay/style/index.css';
import 'react-vant/es/password-input/style/index.css';
import 'react-vant/es/picker/style/index.css';
import 'react-vant/es/popup/style/index.css';
import 'react-vant/es/progress/style/index.css';
import 'react-vant/es/pull-refresh/style/index.css';
import 'react-vant/es/radio/style/index.css';
import 'react-vant/es/skeleton/style/index.css';
import 'react-vant/es/slider/style/index.css';
import 'react-vant/es/space/style/index.css';
import 'react-vant/es/stepper/style/index.css';
import 'react-vant/es/steps/style/index.css';
import 'react-vant/es/sticky/style/index.css';
import 'react-vant/es/swiper/style/index.css';
import 'react-vant/es/tabbar/style/index.css';
import 'react-vant/es/tabs/style/index.css';
import 'react-vant/es/tag/style/index.css';
import 'react-vant/es/toast/style/index.css';
import 'react-vant/es/typography/style/index.css';
import 'react-vant/es/uploader/style/index.css';
import 'react-vant/es/list/style/index.css';
import 'react-vant/es/collapse/style/index.css';
import 'react-vant/es/circle/style/index.css';
import 'react-vant/es/cascader/style/index.css';
import 'react-vant/es/popover/style/index.css';
