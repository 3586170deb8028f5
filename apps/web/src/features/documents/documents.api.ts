import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentFilePath,
  documentsResource,
  type Document,
  type DocumentInput,
} from '@app/shared/documents/document.schemas';
import { api } from '../../lib/api-client';
import { toFormData } from '../../lib/form-data';
import { saveFile } from '../../lib/save-file';
import { recordKeys, useRecordList } from '../records/records.api';

/** What one save of the form does: the document's fields, then its file (a new one, or none any more). */
type DocumentSave = {
  id: string | undefined;
  input: DocumentInput;
  file: File | null;
  removeFile: boolean;
};

/**
 * The fields saved, but not the file: the document exists now, so the next attempt edits it rather than
 * adding a second one.
 */
export class FileNotSaved extends Error {
  constructor(
    readonly saved: Document,
    readonly reason: unknown,
  ) {
    super('The document was saved without its file');
  }
}

async function saveDocument({ id, input, file, removeFile }: DocumentSave): Promise<Document> {
  const saved = id
    ? await api.put<Document>(documentsResource.itemPath(id), input)
    : await api.post<Document>(documentsResource.path, input);
  try {
    if (file) return await api.put<Document>(documentFilePath(saved.id), toFormData({ file }));
    if (removeFile && saved.file_name) return await api.delete<Document>(documentFilePath(saved.id));
  } catch (reason) {
    throw new FileNotSaved(saved, reason);
  }
  return saved;
}

/** Add or edit a document with its file; every documents list (the dashboard's too) is fetched again. */
export function useSaveDocument() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: recordKeys(documentsResource).all });
  return useMutation({
    mutationFn: saveDocument,
    onSuccess: invalidate,
    // A document saved without its file is on the lists all the same.
    onError: (error) => (error instanceof FileNotSaved ? invalidate() : undefined),
  });
}

/** The document's file, fetched with the caller's headers and saved under the name it was uploaded with. */
export function downloadDocumentFile(document: Document): Promise<void> {
  return saveFile(documentFilePath(document.id), document.file_name ?? 'document');
}

/** How many documents the dashboard names, nearest expiry first. */
const EXPIRING_SHOWN = 5;
/** The dashboard's horizon: what expires within a month (issue 25 §3), the expired included. */
export const EXPIRING_WITHIN_DAYS = 30;

/** The documents expired or expiring within the dashboard's horizon, nearest first, and their count. */
export function useExpiringDocuments() {
  return useRecordList<Document>(documentsResource, {
    expiring_within_days: EXPIRING_WITHIN_DAYS,
    page_size: EXPIRING_SHOWN,
    ordering: 'expires_on',
  });
}
