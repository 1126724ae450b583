import { base } from '@pocket/eslint-config';

export default base;
