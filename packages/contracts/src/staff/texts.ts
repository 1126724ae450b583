import { textsAnswer, textsQuery } from '../api/staff/texts';
import { staffCall } from './call';

/** The borrower texts desk (issue 48): read only; a correction is a `text.correct` approval (marketing asks, admin approves). */
export const textCalls = {
  list: staffCall({ method: 'GET', path: '/api/staff/texts', roles: ['marketing', 'admin'], audit: [], query: textsQuery, answer: textsAnswer }),
};
