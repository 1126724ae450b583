import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import { useGetKycReviewQuery } from '@pocket/api-client/endpoints/kyc-review';
import { useGetUserAuthProcessStepQuery } from '@pocket/api-client/endpoints/user-auth-process-step';
import type { ApiFailure } from '@pocket/api-client/errors';
import { selectAuthStep, selectHasToken } from '@pocket/app-core/app-state';
import { useAppDispatch, useAppSelector } from '@pocket/app-core/hooks';
import { openOverlay, useOverlay } from '@pocket/app-core/overlays';
import { hrefOf, paths, routeTable } from '@pocket/app-core/routes';
import { FeatureSlot } from '@pocket/app-core/slots';

import { useGetMyLoanInfoQuery } from '../api/my-loan-info';
import { useGetProductListQuery } from '../api/product-list';
import { useProductTrialQuery } from '../api/product-trial';
import { useGetRemindersQuery } from '../api/reminders';
import { firstMissingKycPath, homeAction } from '../lib/home-action';
import type { OpenLoan } from '../lib/home-action';
import { productApplied } from '../model/borrow.slice';
import { defaultAmount, OPEN_STATUSES } from '../model/default-ask';
import { homeLoanOf } from '../model/home-loan';
import { HomeView } from '../ui/home-view';
import type { OrderStatus } from '../ui/order-progress';
import { ProductTabs } from '../ui/product-tabs';

/** Route component of /home. */
export default function HomePage() {
  const hasToken = useAppSelector(selectHasToken);
  const authStep = useAppSelector(selectAuthStep);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const login = useOverlay('login');
  const list = useGetProductListQuery({ signed: hasToken });
  const loans = useGetMyLoanInfoQuery(undefined, { skip: !hasToken });
  const kyc = useGetUserAuthProcessStepQuery(undefined, { skip: !hasToken });
  const reminders = useGetRemindersQuery(undefined, { skip: !hasToken });
  const review = useGetKycReviewQuery(undefined, { skip: !hasToken });
  const [productIndex, setProductIndex] = useState(0);
  const [chosen, setChosen] = useState<{ amount?: number; term?: number }>({});

  const products = list.data?.products ?? [];
  const product = products[productIndex];
  const available = list.data?.availableLimit ?? null;
  const amount = product ? (chosen.amount ?? defaultAmount(product, available)) : 0;
  const term = chosen.term ?? product?.terms[0]?.days ?? 0;
  const ask = product ? { productId: product.productId, amount, term } : null;
  const order = loans.data?.orders.find((o) => OPEN_STATUSES.includes(o.status));
  const loan = order ? homeLoanOf(order) : null;
  const trial = useProductTrialQuery(ask ?? { productId: 0, amount: 0, term: 0 }, { skip: !hasToken || !ask || loan !== null });

  const openLoan: OpenLoan = order ? { orderId: order.orderId, status: order.status as OrderStatus } : null;
  const action = homeAction({ hasToken, authStep, openLoan, kycPath: kyc.data ? firstMissingKycPath(kyc.data) : undefined, review: review.data });
  const reviewed = review.data;
  const kycReview = !loan && reviewed?.title && reviewed.why && (reviewed.status === 'pending' || reviewed.status === 'rejected') ? { title: reviewed.title, why: reviewed.why, next: reviewed.next } : null;

  return (
    <>
      {/* The screen's one h1 (issue 33): home shows no title of its own, so it is for screen readers only. */}
      <h1 className="pocket-visually-hidden">{routeTable.home.title}</h1>
      {/* The tabs' room is kept while the products load: the page below does not jump when they arrive. */}
      {list.isLoading && <div aria-hidden="true" style={{ height: 'var(--rv-tabs-line-height)' }} />}
      {products.length > 1 && (
        <ProductTabs
          titles={products.map((p) => p.name)}
          active={productIndex}
          onChange={(index) => {
            setProductIndex(index);
            setChosen({});
          }}
        />
      )}
      <HomeView
        limit={available}
        chooser={
          product
            ? {
                product: {
                  productId: product.productId,
                  name: product.name,
                  minAmount: product.minAmount,
                  maxAmount: product.maxAmount,
                  amountStep: product.step,
                  terms: product.terms.map((t) => t.days),
                },
                amount,
                term,
                limit: available,
                onAmountChange: (next) => setChosen((c) => ({ ...c, amount: next })),
                onTermChange: (next) => setChosen((c) => ({ ...c, term: next })),
              }
            : null
        }
        productsLoading={list.isLoading}
        productsError={list.isError ? (list.error as ApiFailure).msg || 'Loading failed, please try again' : null}
        estimate={
          trial.data
            ? { received: trial.data.receivedAmount, total: trial.data.totalRepayAmount, dueDate: trial.data.repayDate }
            : null
        }
        estimateLoading={trial.isFetching}
        reminders={(reminders.data ?? []).map((r) => r.message)}
        kycReview={kycReview}
        action={action}
        loan={loan}
        onRepay={() => order && dispatch(openOverlay({ id: 'repay', params: { orderId: order.orderId } }))}
        onDetails={() => order && void navigate({ href: hrefOf(paths.billingDetails, { orderId: order.orderId }) })}
        onAction={() => {
          if (action.kind === 'login') return login.show();
          if (action.kind === 'review') return;
          if (action.kind === 'borrow' && ask) dispatch(productApplied(ask));
          void navigate({ href: action.to });
        }}
      />
      <FeatureSlot id="homeOffers" />
    </>
  );
}
