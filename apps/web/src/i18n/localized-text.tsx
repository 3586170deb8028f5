import { localize } from '@app/shared/i18n/localize';
import { useIntl } from 'react-intl';

/**
 * A message that may be a ref (a shared schema's, a fallback of a failed call) or text already in the
 * reader's language (the server's): shown in the console's language either way.
 */
export function LocalizedText({ text }: { text: string }) {
  return <>{localize(useIntl(), text)}</>;
}
