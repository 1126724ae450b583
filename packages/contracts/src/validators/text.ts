const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const DECIMAL = /^\d+\.\d+$/;
const NAME = /^[A-Za-z ]+$/;

/** An e-mail address whose top-level domain has at least 2 letters. */
export const isEmail = (value: string): boolean => EMAIL.test(value);

/** Digits, a dot, digits. */
export const isDecimal = (value: string): boolean => DECIMAL.test(value);

/** Letters and spaces only. */
export const isName = (value: string): boolean => NAME.test(value);

/** Removes every whitespace character. */
export const stripWhitespace = (value: string): string => value.replace(/\s+/g, '');

// C0 controls except tab, line feed and carriage return; DEL; C1 controls. NUL breaks PostgreSQL text, the others
// hide text in logs and screens: no free-text field accepts them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The message a field with a control character (NUL etc.) or a broken surrogate is refused with. */
export const CONTROL_CHARS_MESSAGE = 'must not contain control characters';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text has no control character (tab and line breaks allowed) and is well-formed UTF-16. */
export const isPlainText = (value: string): boolean => !CONTROL.test(value) && !LONE_SURROGATE.test(value);
