/** What the office is told of a PDF the build cannot read or draw as it is, wherever that is found. */

/** Why a PDF could not be opened. */
export const unopened = (error: unknown): string =>
  error instanceof Error && error.name === 'PasswordException' ? 'it is protected by a password' : 'it is damaged or not a PDF pdf.js can open';

/** A form made for Adobe Reader alone (XFA): other readers, and phones, show its pages as "Please wait..." or blank. */
export const XFA_REFUSAL =
  'it is a form made for Adobe Reader alone (XFA), which other readers and phones show as "Please wait..." or blank: open it in Adobe Reader, print it to PDF, and publish that copy';
