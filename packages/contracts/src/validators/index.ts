export * as messages from './messages';
export { fromE164, isValidPhone, maskPhone, phoneError, toE164 } from './phone';
export { isDecimal, isEmail, isName, stripWhitespace } from './text';
