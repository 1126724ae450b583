import accountOffers from './bem/account-offers';
import core from './bem/core';
import kyc from './bem/kyc';
import vipActivitiesStage from './bem/vip-activities-stage';
import type { Catalogue } from './types';

/** The web app's texts in Bemba (Ichibemba): the English text (word for word as the component says it) to this language's. Each is a draft
 * until a speaker on the lender's staff reviews it (`review.ts` lists the reviewed ones). */
const catalogue: Catalogue = { ...core, ...vipActivitiesStage, ...accountOffers, ...kyc };

export default catalogue;
