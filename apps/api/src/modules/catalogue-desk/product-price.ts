import { CATALOGUE_MESSAGES, productPricePayload } from '@pocket/contracts/api/staff';
import type { ProductPricePayload } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import { badRequest, notFound } from '../../plugins/errors';
import type { ApprovalKind } from '../approvals/plugin';
import type { ProductCatalogue } from '../lending/plugin';

/**
 * product.price: an admin asks for new terms and prices of a loan product from a date, another admin approves; the
 * effect adds the product's next version (idempotent), which new loans take from that date. Loans made before keep
 * the version they were made with.
 */
export const productPriceKind = (products: ProductCatalogue, now: () => number): ApprovalKind<ProductPricePayload> => ({
  kind: 'product.price',
  payload: productPricePayload,
  requesters: ['admin'],
  checkers: ['admin'],
  async validate(tx, payload) {
    const product = await products.find(tx, payload.productId);
    if (!product) throw notFound(CATALOGUE_MESSAGES.noProduct);
    if (payload.effectiveFrom < lusakaDate(now())) throw badRequest(CATALOGUE_MESSAGES.pastDate);
    if (product.stages > 1 && payload.terms.length !== 1) throw badRequest(CATALOGUE_MESSAGES.stagesOneTerm);
  },
  async effect(tx, payload) {
    const { productId, effectiveFrom, ...prices } = payload;
    const { before, after } = await products.addVersion(tx, productId, effectiveFrom, prices, new Date(now()));
    return { entity: 'loan_product', entityId: after.id, before, after };
  },
});
