/** docs/api.md: closing the account, complaints, consents, the data rights, the USSD PIN. */
export { closureCheck } from './account/closure-check';
export { closureSendCode } from './account/closure-send-code';
export { closeAccount } from './account/close-account';
export { fileComplaint } from './account/file-complaint';
export { complaints } from './account/complaints';
export { consents } from './account/consents';
export { saveConsent } from './account/save-consent';
export { dataExportSendCode } from './account/data-export-send-code';
export { askDataExport } from './account/ask-data-export';
export { dataExport } from './account/data-export';
export { dataExportJson } from './account/data-export-json';
export { dataExportHtml } from './account/data-export-html';
export { askCorrection } from './account/ask-correction';
export { corrections } from './account/corrections';
export { ussdPin } from './account/ussd-pin';
export { setUssdPin } from './account/set-ussd-pin';
export { language, setLanguage } from './account/language';
