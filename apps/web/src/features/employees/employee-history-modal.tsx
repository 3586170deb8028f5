import { Modal } from '@mantine/core';
import type { Employee } from '@app/shared/employees/employee.schemas';
import { useIntl } from 'react-intl';
import { useRetained } from '../../lib/use-retained';
import { RecordHistory } from '../audit-log/record-history';

/** An employee's audit trail (Administrators: the 'audit' area), opened from the row's History button. */
export function EmployeeHistoryModal({
  employee,
  onClose,
}: {
  employee: Employee | null;
  onClose: () => void;
}) {
  // Kept while the modal fades out after closing.
  const intl = useIntl();
  const shown = useRetained(employee);
  const title = shown
    ? intl.formatMessage({ id: 'employees.historyOf' }, { name: shown.full_name })
    : intl.formatMessage({ id: 'employees.historyOfEmployee' });
  return (
    <Modal opened={employee !== null} onClose={onClose} title={title} size="xl" centered>
      {shown && <RecordHistory key={shown.id} recordType="employee" recordId={shown.id} label={title} />}
    </Modal>
  );
}
