import { PHONE_FIELD_NAME } from '@app/shared/family/sign-in-page';
import type { Locale } from '@app/shared/i18n/locales';

/** The build's sign-in screens, one per language: `<!--sign-in:en-->...<!--/sign-in:en-->` (vite-family-prerender.ts). */
const SIGN_IN_BLOCK = /<!--sign-in:(\w+)-->([\s\S]*?)<!--\/sign-in:\1-->/g;
/** A phone number's characters, and more than any has: what a posted form may put back into the page. */
const POSTED_PHONE = /^[\d\s+()-]{0,32}$/;

/**
 * The family app's page in one language: the sign-in screen in it alone (the others' left out) and
 * `<html lang>` saying so, which the script reads to hydrate the screen with the same words (main.tsx).
 */
export function withSignIn(html: string, locale: Locale): string {
  return html
    .replace(SIGN_IN_BLOCK, (_block, language: string, screen: string) => (language === locale ? screen : ''))
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
}

/**
 * The page answering a sign-in form posted before the script arrived: the phone in its field again and
 * a <meta> tag saying it was posted. Only a phone's characters go back into the page; anything else
 * leaves the field empty (the guardian types it again), and the tag is still there.
 */
export function withPostedPhone(page: string, phone: string, metaName: string): string {
  const value = POSTED_PHONE.test(phone) ? phone.trim() : '';
  const field = new RegExp(`(<input [^>]*name="${PHONE_FIELD_NAME}"[^>]*?)value=""`);
  return page
    .replace(field, (_match, start: string) => `${start}value="${value}"`)
    .replace('</head>', () => `<meta name="${metaName}" content="1" />\n</head>`);
}
