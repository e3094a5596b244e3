/**
 * A form can only check a value against a regular expression, while the schemas check dates with code
 * (isRealDate). Within a pattern, a year-month-day part and an hours:minutes part are replaced by expressions
 * that accept only dates and times that exist, so the form refuses 2026-02-30 as the compiler does.
 */

/** Days of months with 31, 30, and February's 28; the 29th of February only in leap years. */
const REAL_DAY =
  '(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))' +
  '|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)';
const REAL_TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d';

/** The date part of a pattern as the schemas write it (a capture group around it is kept). */
const DATE_PART = /\\d\{4\}-\\d\{2\}-\\d\{2\}/g;
/** The time part, captured or not. */
const TIME_PART = /\(?\\d\{2\}\)?:\(?\\d\{2\}\)?/g;

/** Whether a pattern holds a year-month-day part. */
export const hasDatePart = (pattern: string) => new RegExp(DATE_PART.source).test(pattern);

/** The pattern with its date and time parts accepting only real dates and times. */
export function realDatePattern(pattern: string): string {
  return pattern.replace(DATE_PART, REAL_DAY).replace(TIME_PART, REAL_TIME);
}
