import { Button, Group, Modal, Text } from '@mantine/core';

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
  return (
    <Modal opened={opened} onClose={onCancel} title="Confirm Deletion" centered>
      <Text>Are you sure you want to delete {name}?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={isDeleting}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={isDeleting}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
