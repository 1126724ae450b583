import { z } from 'zod';

import * as calls from '../calls/account';
import { closeAccountAnswer, closeAccountBody, closureCheckAnswer, closureSendCodeAnswer } from './account-closure';
import { complaintAnswer, complaintBody, complaintListAnswer } from './complaints';
import { consentBody, consentsAnswer } from './consents';
import { contract } from './contract';
import { correctionAnswer, correctionBody, correctionListAnswer, dataExportAnswer, dataExportBody, dataExportSendAnswer } from './data-rights';
import { languageAnswer, languageBody } from './language';
import { ussdPinAnswer, ussdPinBody } from './ussd';

/** The link's key rides in the query string, which logs never hold (apps/api plugins/log-safety.ts). */
const dataExportFileQuery = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'key: not a download link of Pocket') });

export const closureCheck = contract(calls.closureCheck, { answer: closureCheckAnswer });
export const closureSendCode = contract(calls.closureSendCode, { answer: closureSendCodeAnswer });
export const closeAccount = contract(calls.closeAccount, { body: closeAccountBody, answer: closeAccountAnswer });
export const fileComplaint = contract(calls.fileComplaint, { body: complaintBody, answer: complaintAnswer });
export const complaints = contract(calls.complaints, { answer: complaintListAnswer });
export const consents = contract(calls.consents, { answer: consentsAnswer });
export const saveConsent = contract(calls.saveConsent, { body: consentBody, answer: consentsAnswer });
export const dataExportSendCode = contract(calls.dataExportSendCode, { answer: dataExportSendAnswer });
export const askDataExport = contract(calls.askDataExport, { body: dataExportBody, answer: dataExportAnswer });
export const dataExport = contract(calls.dataExport, { answer: dataExportAnswer });
export const dataExportJson = contract(calls.dataExportJson, { query: dataExportFileQuery });
export const dataExportHtml = contract(calls.dataExportHtml, { query: dataExportFileQuery });
export const askCorrection = contract(calls.askCorrection, { body: correctionBody, answer: correctionAnswer });
export const corrections = contract(calls.corrections, { answer: correctionListAnswer });
export const ussdPin = contract(calls.ussdPin, { answer: ussdPinAnswer });
export const setUssdPin = contract(calls.setUssdPin, { body: ussdPinBody, answer: ussdPinAnswer });
export const language = contract(calls.language, { answer: languageAnswer });
export const setLanguage = contract(calls.setLanguage, { body: languageBody, answer: languageAnswer });
