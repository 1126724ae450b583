// What other rooms' tests use of the credit policy desk: its backtest, run straight on a database.
export { backtest } from './backtest';
