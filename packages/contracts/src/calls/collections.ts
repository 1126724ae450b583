/** docs/api.md: help with a late bill (issue 46): a promise to pay, a request for a payment plan. */
export { collectionsHelp } from './collections/collections-help';
export { makePromise } from './collections/make-promise';
export { askHardship } from './collections/ask-hardship';
