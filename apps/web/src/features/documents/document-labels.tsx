import { Badge, Text } from '@mantine/core';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { OWNER_KIND_LABELS } from '@app/shared/documents/document-labels';
import { DOCUMENT_OWNER_KINDS, type DocumentOwnerKind } from '@app/shared/documents/document-type.schemas';
import type { Document } from '@app/shared/documents/document.schemas';

/** Up to this many days left, a document is shown as needing renewal (orange). */
const RENEW_WITHIN_DAYS = 30;

/**
 * The days a document has left: red once expired, orange within a month, plain otherwise. Said in
 * words, so the colour is never the only sign.
 */
export function DaysLeftBadge({ days }: { days: number }) {
  if (days < 0)
    return (
      <Badge color="red" variant="light" tt="none">
        <FormattedMessage id="documents.expiredDaysAgo" values={{ days: -days }} />
      </Badge>
    );
  if (days <= RENEW_WITHIN_DAYS)
    return (
      <Badge color="orange" variant="light" tt="none">
        {days === 0 ? (
          <FormattedMessage id="documents.expiresToday" />
        ) : (
          <FormattedMessage id="documents.daysLeftCount" values={{ days }} />
        )}
      </Badge>
    );
  return (
    <Text size="sm" component="span">
      <FormattedMessage id="documents.daysLeftCount" values={{ days }} />
    </Text>
  );
}

/** "Insurance Certificate: KBZ 412A": the document as people know it, in its buttons and confirmation. */
export function documentName(intl: IntlShape, document: Document): string {
  return intl.formatMessage(
    { id: 'documents.recordName' },
    { type: document.document_type_title, owner: document.owner_label },
  );
}

/** Whose documents: "Vehicles" or "Employees" (a filter's options, a type's Applies To). */
export function ownerKindsOptions(intl: IntlShape): { value: DocumentOwnerKind; label: string }[] {
  return DOCUMENT_OWNER_KINDS.map((kind) => ({
    value: kind,
    label: intl.formatMessage({ id: OWNER_KIND_LABELS[kind] }),
  }));
}
