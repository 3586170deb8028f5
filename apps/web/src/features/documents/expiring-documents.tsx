import { Box, Group, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { Document } from '@app/shared/documents/document.schemas';
import { DaysLeftBadge } from './document-labels';
import { EXPIRING_WITHIN_DAYS } from './documents.api';

/** The Documents screen showing what the dashboard counts: expired or expiring within its horizon. */
export const EXPIRING_DOCUMENTS_PATH = `/fleet/documents?expiring_within_days=${EXPIRING_WITHIN_DAYS}`;

/** The nearest expiries the dashboard names: whose, which document, and the days left. */
export function ExpiringDocuments({ documents, count }: { documents: Document[]; count: number }) {
  if (count === 0)
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id="documents.noneExpiring" values={{ days: EXPIRING_WITHIN_DAYS }} />
      </Text>
    );
  const more = count - documents.length;
  return (
    <>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {documents.map((document) => (
          <li key={document.id}>
            <Group justify="space-between" gap="xs" wrap="nowrap" py={2}>
              <Text size="sm">
                <FormattedMessage
                  id="documents.ownerAndType"
                  values={{ owner: document.owner_label, type: document.document_type_title }}
                />
              </Text>
              <DaysLeftBadge days={document.days_left} />
            </Group>
          </li>
        ))}
      </Box>
      {more > 0 && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="documents.andMore" values={{ more }} />
        </Text>
      )}
    </>
  );
}
