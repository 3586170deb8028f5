import type { MessageKey } from '@app/shared/i18n/catalogue';
import { useIntl } from 'react-intl';
import { IconClockHour4 } from '@tabler/icons-react';
import { NoticePage } from './notice-page';

/** Placeholder for an area whose screen arrives with a later issue. */
export function ComingLaterPage({ title }: { title: MessageKey }) {
  const intl = useIntl();
  return (
    <NoticePage
      title={intl.formatMessage({ id: title })}
      icon={<IconClockHour4 size={28} />}
      message={intl.formatMessage({ id: 'shell.comingLaterMessage' })}
      hint={intl.formatMessage({ id: 'shell.comingLaterHint' })}
    />
  );
}
