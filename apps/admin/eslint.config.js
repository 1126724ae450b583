import { react } from '@pocket/eslint-config';

export default react;
