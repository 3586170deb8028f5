import { Group } from '@mantine/core';
import { IconBus, IconUser } from '@tabler/icons-react';
import type { IntlShape } from 'react-intl';
import type { Document } from '@app/shared/documents/document.schemas';
import type { Formats } from '@app/shared/i18n/formats';
import type { Column } from '../../components/data-table';
import { DocumentFileButton } from './document-file-button';
import { DaysLeftBadge } from './document-labels';

/** Who owns the document, with a sign of its kind that says it in words to assistive technology. */
function OwnerCell({ document, intl }: { document: Document; intl: IntlShape }) {
  const Icon = document.owner_kind === 'vehicle' ? IconBus : IconUser;
  const kind = intl.formatMessage({
    id: document.owner_kind === 'vehicle' ? 'documents.ownerVehicle' : 'documents.ownerEmployee',
  });
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} role="img" aria-label={kind} style={{ flexShrink: 0 }} />
      <span>{document.owner_label}</span>
    </Group>
  );
}

/**
 * The documents' columns, the owner's left out where the list is one owner's. Notes and the issue
 * date give way first on a narrow frame; the days left never.
 */
export function documentColumns(
  intl: IntlShape,
  formats: Formats,
  { withOwner }: { withOwner: boolean },
): Column<Document>[] {
  const columns: (Column<Document> | false)[] = [
    {
      key: 'document_type',
      title: intl.formatMessage({ id: 'documents.documentType' }),
      sortKey: 'document_type_title',
      render: (document) => document.document_type_title,
    },
    withOwner && {
      key: 'owner',
      title: intl.formatMessage({ id: 'documents.owner' }),
      // A registration number broken over two lines reads as two.
      noWrap: true,
      render: (document) => <OwnerCell document={document} intl={intl} />,
    },
    {
      key: 'number',
      title: intl.formatMessage({ id: 'documents.number' }),
      noWrap: true,
      giveWay: 2,
      render: (document) => document.number || '—',
    },
    {
      key: 'issued_on',
      title: intl.formatMessage({ id: 'documents.issuedOn' }),
      sortKey: 'issued_on',
      noWrap: true,
      giveWay: 3,
      render: (document) => (document.issued_on ? formats.date(document.issued_on) : '—'),
    },
    {
      key: 'expires_on',
      title: intl.formatMessage({ id: 'documents.expiresOn' }),
      sortKey: 'expires_on',
      noWrap: true,
      render: (document) => formats.date(document.expires_on),
    },
    {
      key: 'days_left',
      title: intl.formatMessage({ id: 'documents.daysLeft' }),
      giveWay: 0,
      render: (document) => <DaysLeftBadge days={document.days_left} />,
    },
    {
      key: 'file',
      title: intl.formatMessage({ id: 'documents.file' }),
      noWrap: true,
      render: (document) => <DocumentFileButton document={document} />,
    },
  ];
  return columns.filter((column): column is Column<Document> => column !== false);
}
