import type { MessageKey } from '@app/shared/i18n/catalogue';
import { useIntl } from 'react-intl';
import { IconLock } from '@tabler/icons-react';
import { NoticePage } from './notice-page';

/** Shown instead of a screen the chosen profile may not open (the server would answer 403). */
export function NoAccessPage({ title }: { title: MessageKey }) {
  const intl = useIntl();
  return (
    <NoticePage
      title={intl.formatMessage({ id: title })}
      icon={<IconLock size={28} />}
      message={intl.formatMessage({ id: 'shell.noAccessMessage' })}
      hint={intl.formatMessage({ id: 'shell.noAccessHint' })}
    />
  );
}
