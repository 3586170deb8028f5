import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Document } from '@app/shared/documents/document.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { BusyIcon } from '../../components/busy-button';
import { notifyError } from '../../lib/notify';
import { documentName } from './document-labels';
import { downloadDocumentFile } from './documents.api';

/**
 * A document's file, downloaded through the API with the caller's headers (a plain link cannot send
 * them), as report files are: busy while it comes, a notice if it fails. "No file" when there is none.
 */
export function DocumentFileButton({ document }: { document: Document }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  if (!document.file_name)
    return (
      <Text size="sm" c="dimmed" component="span">
        {intl.formatMessage({ id: 'documents.withoutFile' })}
      </Text>
    );
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await downloadDocumentFile(document);
    } catch {
      notifyError(ref('documents.fileDownloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={<BusyIcon busy={busy} icon={IconDownload} />}
      aria-busy={busy}
      aria-label={intl.formatMessage(
        { id: 'documents.downloadFile' },
        { document: documentName(intl, document) },
      )}
      title={document.file_name}
      onClick={() => void download()}
    >
      {intl.formatMessage({ id: 'documents.file' })}
    </Button>
  );
}
