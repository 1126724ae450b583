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
