import * as calls from '../calls/collections';
import { collectionsHelpAnswer, collectionsParams, hardshipBody, promiseBody } from './collections';
import { contract } from './contract';

export const collectionsHelp = contract(calls.collectionsHelp, { params: collectionsParams, answer: collectionsHelpAnswer });
export const makePromise = contract(calls.makePromise, { params: collectionsParams, body: promiseBody, answer: collectionsHelpAnswer });
export const askHardship = contract(calls.askHardship, { params: collectionsParams, body: hardshipBody, answer: collectionsHelpAnswer });
