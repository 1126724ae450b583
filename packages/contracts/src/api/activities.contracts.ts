import { z } from 'zod';

import * as calls from '../calls/activities';
import {
  claimPackAnswer,
  claimPackBody,
  couponPacksAnswer,
  holidaysListAnswer,
  inviteAnswer,
  marketListAnswer,
  spinAnswer,
  storePageAnswer,
  turntableAnswer,
} from './activities';
import { contract } from './contract';

export const turntable = contract(calls.turntable, { answer: turntableAnswer });
export const spin = contract(calls.spin, { answer: spinAnswer });
export const couponPacks = contract(calls.couponPacks, { answer: couponPacksAnswer });
export const claimPack = contract(calls.claimPack, { body: claimPackBody, answer: claimPackAnswer });
export const invite = contract(calls.invite, { answer: inviteAnswer });
export const marketList = contract(calls.marketList, { answer: marketListAnswer });
export const holidaysList = contract(calls.holidaysList, { answer: holidaysListAnswer });
export const storePage = contract(calls.storePage, { answer: storePageAnswer });
export const media = contract(calls.media, { params: z.object({ name: z.string().regex(/^[a-z-]+\.svg$/, 'name must be an artwork file name') }) });
