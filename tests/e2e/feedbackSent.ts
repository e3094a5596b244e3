/**
 * What the feedback form posts to its provider for the visitor the tests type in (widgets.spec.ts in Chromium,
 * engines/visits.ts in Firefox and WebKit): the three fields, the e-mail library's version and the fixture site's
 * public ids (tests/fixtures/site).
 */
export const FEEDBACK_TYPED = { name: 'Test Visitor', email: 'visitor@example.org', message: 'The library hours are very helpful.' };

export const FEEDBACK_SENT = {
  user_name: FEEDBACK_TYPED.name,
  user_email: FEEDBACK_TYPED.email,
  message: FEEDBACK_TYPED.message,
  lib_version: '4.4.1',
  service_id: 'service_sample',
  template_id: 'template_sample',
  user_id: 'sample-public-key',
};
