import {
  vehiclePersonnelInputSchema,
  vehiclePersonnelListQuerySchema,
  vehiclePersonnelResource,
  type VehiclePersonnel,
} from '@app/shared/vehicle-personnel/vehicle-personnel.schemas';
import { assignmentName } from '../../lib/vehicle-personnel-labels';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { recordTexts } from '../records/record-messages';
import { personnelColumns } from './vehicle-personnel-columns';
import {
  personnelFormValues,
  VehiclePersonnelForm,
  type PersonnelFormValues,
} from './vehicle-personnel-form';

const screen: RecordScreen<VehiclePersonnel, PersonnelFormValues> = {
  resource: vehiclePersonnelResource,
  area: 'fleet',
  title: 'Personnel Management',
  listQuerySchema: vehiclePersonnelListQuerySchema,
  // Spec part 1 §9: 1000 ms on vehicles and personnel.
  searchDebounceMs: 1000,
  columns: personnelColumns,
  name: assignmentName,
  // Spec part 1 §8: the failures word for word ("Please try again."); successes mirror them.
  texts: {
    ...recordTexts('personnel assignment', { pleaseRetry: true }),
    addLabel: 'Assign Personnel',
    searchPlaceholder: 'Search personnel...',
    titles: { add: 'Assign Personnel', edit: 'Edit Personnel Assignment' },
  },
  form: {
    submitLabels: { add: 'Assign', edit: 'Save Changes' },
    schema: vehiclePersonnelInputSchema,
    initialValues: personnelFormValues,
    fields: (form) => <VehiclePersonnelForm form={form} />,
  },
};

export function VehiclePersonnelPage() {
  return <RecordListPage screen={screen} />;
}
