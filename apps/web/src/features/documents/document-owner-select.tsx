import type { RecordSelectProps } from '../../components/server-search-select';
import { EmployeeSelect } from '../records/employee-select';
import { VehicleSelect } from '../records/vehicle-select';
import type { DocumentOwnerKind } from '@app/shared/documents/document-type.schemas';

/** The employee a document belongs to. */
const DocumentEmployeeSelect = (props: RecordSelectProps) => (
  <EmployeeSelect
    labelKey="documents.ownerEmployee"
    placeholderKey="documents.chooseEmployee"
    noneFoundKey="documents.noEmployees"
    required
    {...props}
  />
);

type Props = RecordSelectProps & { kind: DocumentOwnerKind };

/** The vehicle or the employee a document belongs to, by the kind chosen before it. */
export function DocumentOwnerSelect({ kind, ...props }: Props) {
  // Mounted afresh for the other kind: its search and its remembered choice are the other list's.
  return kind === 'vehicle' ? (
    <VehicleSelect key="vehicle" {...props} />
  ) : (
    <DocumentEmployeeSelect key="employee" {...props} />
  );
}
