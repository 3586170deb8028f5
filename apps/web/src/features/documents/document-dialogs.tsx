import { useState } from 'react';
import { useIntl } from 'react-intl';
import { documentsResource, type Document } from '@app/shared/documents/document.schemas';
import { RecordDeleteModal } from '../records/record-delete-modal';
import { recordTexts } from '../records/record-messages';
import { DocumentFormModal } from './document-form-modal';
import type { DocumentOwner } from './document-form-values';
import { documentName } from './document-labels';

const texts = recordTexts('documents');

/**
 * Add, Edit and Delete of documents: the form (new documents given to `owner` when a list is one
 * owner's) and the confirmation, and whether one of them is open (a modal under them steps aside).
 */
export function useDocumentDialogs(owner?: DocumentOwner) {
  const intl = useIntl();
  const [formTarget, setFormTarget] = useState<{ record: Document | null } | null>(null);
  const [deleting, setDeleting] = useState<Document | null>(null);
  const dialogs = (
    <>
      <DocumentFormModal target={formTarget} owner={owner} onClose={() => setFormTarget(null)} />
      <RecordDeleteModal
        resource={documentsResource}
        record={deleting}
        name={(document) => documentName(intl, document)}
        messages={texts.messages}
        onClose={() => setDeleting(null)}
      />
    </>
  );
  return {
    add: () => setFormTarget({ record: null }),
    edit: (document: Document) => setFormTarget({ record: document }),
    remove: setDeleting,
    isOpen: formTarget !== null || deleting !== null,
    dialogs,
  };
}
