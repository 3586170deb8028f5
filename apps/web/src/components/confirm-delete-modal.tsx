import { Button, Group, Modal, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';

type Props = {
  opened: boolean;
  /** What is being deleted, as the user knows it (a registration number, a driver's name). */
  name: string;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** 'Confirm Deletion' with Cancel and a red Delete (spec part 1 §2). */
export function ConfirmDeleteModal({ opened, name, isDeleting, onCancel, onConfirm }: Props) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={intl.formatMessage({ id: 'common.confirmDeletion' })}
      centered
    >
      <Text>
        <FormattedMessage id="common.confirmDeleteName" values={{ name }} />
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={isDeleting}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button color="red" onClick={onConfirm} loading={isDeleting}>
          <FormattedMessage id="common.delete" />
        </Button>
      </Group>
    </Modal>
  );
}
