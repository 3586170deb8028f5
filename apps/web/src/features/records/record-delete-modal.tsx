import type { Resource } from '@app/shared/common/resource';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { ApiError } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRetained } from '../../lib/use-retained';
import { idOf } from './record-form-modal';
import type { RecordMessages } from './record-messages';
import { useDeleteRecord } from './records.api';

type Props<R> = {
  resource: Resource;
  record: R | null;
  /** The record as the user knows it ("Grade 4", a driver's name). */
  name: (record: R) => string;
  messages: RecordMessages;
  onClose: () => void;
};

/** 'Confirm Deletion' for any record type; a 409 shows the server's reason (what depends on it). */
export function RecordDeleteModal<R>({ resource, record, name, messages, onClose }: Props<R>) {
  const shown = useRetained(record);
  const remove = useDeleteRecord(resource);

  const confirm = () => {
    if (!record) return;
    remove.mutate(idOf(resource, record), {
      onSuccess: () => {
        notifySuccess(messages.deleted);
        onClose();
      },
      onError: (error) =>
        notifyError(
          error instanceof ApiError && error.status === 409 ? error.message : messages.deleteFailed,
        ),
    });
  };

  return (
    <ConfirmDeleteModal
      opened={record !== null}
      name={shown ? name(shown) : ''}
      isDeleting={remove.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
