/** The provider's statuses that spec 8 names, with what the visitor can do about each. */
const BY_STATUS: Record<number, { text: string; advice: string }> = {
  451: { text: 'Unavailable For Headless Browser', advice: 'Please send it from an ordinary browser window.' },
  403: { text: 'Forbidden', advice: 'Please write to {email} instead.' },
  429: { text: 'Too Many Requests', advice: 'Please wait a few minutes and try again.' },
  0: { text: 'Network Error', advice: 'Check your internet connection and try again.' },
};

/** What the form says when sending failed; what the visitor typed stays in the form. */
export function failureMessage(status: number, email: string): string {
  const known = BY_STATUS[status];
  const message = known
    ? `Your feedback was not sent (${known.text}). ${known.advice}`
    : 'Your feedback could not be sent just now. Please try again later, or write to {email}.';
  return message.replace('{email}', email);
}
