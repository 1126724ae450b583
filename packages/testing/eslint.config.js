import { testing } from '@pocket/eslint-config';

export default testing;
