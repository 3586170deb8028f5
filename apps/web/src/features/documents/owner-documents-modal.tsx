import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePermission } from '../auth';
import { useRetained } from '../../lib/use-retained';
import { useDocumentDialogs } from './document-dialogs';
import type { DocumentOwner } from './document-form-values';
import { DocumentsList, type DocumentsQuery } from './documents-list';

// One owner has a handful of documents: a page holds them.
const PAGE_SIZE = 50;

type Props = {
  /** The vehicle or employee whose documents are shown; null when closed. */
  owner: DocumentOwner | null;
  onClose: () => void;
};

/**
 * One vehicle's or employee's documents (the Documents button of their lists): the same table as the
 * Documents screen, and Add giving the new document to them. One modal at a time: the form or the
 * confirmation takes this one's place, which comes back when it closes.
 */
export function OwnerDocumentsModal({ owner, onClose }: Props) {
  const intl = useIntl();
  const shown = useRetained(owner);
  const dialogs = useDocumentDialogs(shown ?? undefined);
  return (
    <>
      <Modal
        opened={owner !== null && !dialogs.isOpen}
        onClose={onClose}
        title={intl.formatMessage({ id: 'documents.ownerDocumentsTitle' }, { owner: shown?.label ?? '' })}
        size="xl"
        centered
      >
        {shown && <OwnerDocuments key={shown.id} owner={shown} dialogs={dialogs} />}
      </Modal>
      {dialogs.dialogs}
    </>
  );
}

function OwnerDocuments({
  owner,
  dialogs,
}: {
  owner: DocumentOwner;
  dialogs: ReturnType<typeof useDocumentDialogs>;
}) {
  const intl = useIntl();
  const canWrite = usePermission('fleet', 'write');
  const [page, setPage] = useState(1);
  const [ordering, setOrdering] = useState<string | undefined>();
  const query: DocumentsQuery = { [owner.kind]: owner.id, page, page_size: PAGE_SIZE, ordering };
  return (
    <Stack gap="md">
      {canWrite && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={dialogs.add}>
            <FormattedMessage id="documents.add" />
          </Button>
        </Group>
      )}
      <DocumentsList
        label={intl.formatMessage({ id: 'documents.ownerDocumentsTable' }, { owner: owner.label })}
        query={query}
        withOwner={false}
        emptyMessage={intl.formatMessage({
          id: canWrite ? 'documents.emptyNoneAddFirst' : 'documents.emptyNone',
        })}
        height={320}
        onPageChange={setPage}
        onOrderingChange={(next) => {
          setOrdering(next);
          setPage(1);
        }}
        onEdit={dialogs.edit}
        onDelete={dialogs.remove}
      />
    </Stack>
  );
}
