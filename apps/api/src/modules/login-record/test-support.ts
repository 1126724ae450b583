// What other rooms' tests use of the login records: a borrower's record as the app reads it.
export { loginRecordsOf } from './service';
