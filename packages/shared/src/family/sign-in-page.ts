/**
 * The family app's sign-in screen before its script (issue 23 §2): rendered at build time, its form
 * posts the phone to the page's own address when pressed before the script arrives, and the server
 * answers the page with the phone filled in and this <meta> tag, so the script, when in, sends the code.
 */
export const SIGN_IN_PAGE_PATH = '/family/sign-in';
export const PHONE_POSTED_META_NAME = 'transport-admin-family-phone-posted';
/** The form field the phone is posted in. */
export const PHONE_FIELD_NAME = 'phone';
