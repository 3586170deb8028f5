import { localize } from '@app/shared/i18n/localize';
import { parseRef } from '@app/shared/i18n/message-ref';
import { useIntl, type IntlShape } from 'react-intl';
import { ApiError } from '../../lib/api-error';
import ui from './family.module.css';

/**
 * What a failed call says to a guardian: the server's own words (it answers in the app's language),
 * a message of the family catalogues, or, for a network failure or an answer without words, the app's.
 */
function errorWords(intl: IntlShape, error: unknown): string {
  // A field's message from a shared schema or a 400: a ref or the server's words.
  if (typeof error === 'string') return localize(intl, error);
  if (error instanceof ApiError && error.status === 0) return intl.formatMessage({ id: 'familyApp.offline' });
  const message = error instanceof ApiError && error.status !== 500 ? error.message : '';
  const ref = parseRef(message);
  if (!message || (ref && !(ref.key in intl.messages))) return intl.formatMessage({ id: 'familyApp.failed' });
  return localize(intl, message);
}

/** A failed call's message, read out as it appears. */
export function ErrorText({ error }: { error: unknown }) {
  const intl = useIntl();
  if (!error) return null;
  return (
    <p className={ui.error} role="alert">
      {errorWords(intl, error)}
    </p>
  );
}
