import { uiKit } from '@pocket/eslint-config';

export default uiKit;
