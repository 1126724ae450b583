export * as messages from './messages';
export { fromE164, isValidPhone, maskPhone, phoneError, toE164 } from './phone';
export { CONTROL_CHARS_MESSAGE, isDecimal, isEmail, isName, isPlainText, stripWhitespace } from './text';
