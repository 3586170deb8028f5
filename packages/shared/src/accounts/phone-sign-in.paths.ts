/**
 * The paths of sign-in by phone (ADR 022), apart from their schemas: the console's and the family
 * app's first scripts call them without loading zod.
 */
export const PHONE_SIGN_IN_PATH = '/user/login/phone/';
export const PHONE_VERIFY_PATH = '/user/login/phone/verify/';
