import { PHONE_FIELD_NAME, PHONE_POSTED_META_NAME } from '@app/shared/family/sign-in-page';

/**
 * What the guardian did on the sign-in screen the server sent before the script arrived (main.tsx
 * hydrates it): the phone typed into it, or posted with it (the server fills it in again), so the
 * screen starts from there rather than empty. Nothing when the screen is drawn by the script alone.
 */
export function phoneOnPage(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLInputElement>(`input[name="${PHONE_FIELD_NAME}"]`)?.value ?? '';
}

/** Whether the phone was posted before the script arrived (the code is still to ask for): true once. */
export function takePostedPhone(): boolean {
  if (typeof document === 'undefined') return false;
  const meta = document.querySelector(`meta[name="${PHONE_POSTED_META_NAME}"]`);
  meta?.remove();
  return meta !== null;
}
