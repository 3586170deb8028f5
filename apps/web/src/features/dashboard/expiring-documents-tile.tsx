import { Text } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import { errorMessage } from '../../lib/api-error';
import {
  EXPIRING_DOCUMENTS_PATH,
  EXPIRING_WITHIN_DAYS,
  ExpiringDocuments,
  useExpiringDocuments,
} from '../documents';
import { DashboardTile } from './dashboard-tile';

/**
 * Issue 25 §3: the documents expired or expiring within 30 days, counted, the nearest named; the
 * title leads to the Documents screen filtered the same way. Its own call (the fleet's documents).
 */
export function ExpiringDocumentsTile() {
  const intl = useIntl();
  const expiring = useExpiringDocuments();
  const page = expiring.data;
  return (
    <DashboardTile
      title={intl.formatMessage({ id: 'documents.expiringTile' }, { days: EXPIRING_WITHIN_DAYS })}
      icon={<IconFileCertificate size={18} />}
      to={EXPIRING_DOCUMENTS_PATH}
      value={page ? page.count : '—'}
      caption={
        page && page.count > 0
          ? intl.formatMessage({ id: 'documents.expiringCaption' }, { count: page.count })
          : undefined
      }
      covering
    >
      {page ? (
        <ExpiringDocuments documents={page.results} count={page.count} />
      ) : (
        expiring.isError && (
          <Text size="sm" c="red.9">
            {localize(
              intl,
              errorMessage(expiring.error, intl.formatMessage({ id: 'documents.expiringLoadError' })),
            )}
          </Text>
        )
      )}
    </DashboardTile>
  );
}
