// The review rules belong to the credit policy now (a version may set its own thresholds): docs/credit-policy.md.
export { type ApplicationFacts, type Hold, holdFor } from '../../credit-policy/plugin';
