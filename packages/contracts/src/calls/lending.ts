/** docs/api.md, the lending engine: products, the estimate, applying, the loans. */
export { productList } from './lending/product-list';
export { productTrial } from './lending/product-trial';
export { applyLoan } from './lending/apply-loan';
export { myLoanInfo } from './lending/my-loan-info';
export { queryLoanDetail } from './lending/query-loan-detail';
export { queryLoanDetailV3 } from './lending/query-loan-detail-v3';
