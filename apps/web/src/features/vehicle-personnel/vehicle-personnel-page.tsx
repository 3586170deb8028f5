import {
  vehiclePersonnelInputSchema,
  vehiclePersonnelListQuerySchema,
  vehiclePersonnelResource,
  type VehiclePersonnel,
} from '@app/shared/vehicle-personnel/vehicle-personnel.schemas';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Formats } from '@app/shared/i18n/formats';
import { useFormats } from '../../i18n/use-formats';
import { assignmentName } from '../../lib/vehicle-personnel-labels';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { recordTexts } from '../records/record-messages';
import { personnelColumns } from './vehicle-personnel-columns';
import {
  personnelFormValues,
  VehiclePersonnelForm,
  type PersonnelFormValues,
} from './vehicle-personnel-form';

const personnelScreen = (
  intl: IntlShape,
  formats: Formats,
): RecordScreen<VehiclePersonnel, PersonnelFormValues> => ({
  resource: vehiclePersonnelResource,
  area: 'fleet',
  title: intl.formatMessage({ id: 'personnel.title' }),
  listQuerySchema: vehiclePersonnelListQuerySchema,
  // Spec part 1 §9: 1000 ms on vehicles and personnel.
  searchDebounceMs: 1000,
  columns: personnelColumns(intl, formats),
  name: (assignment) => assignmentName(intl, assignment),
  // Spec part 1 §8: the failures word for word ("Please try again."); successes mirror them.
  texts: recordTexts('personnel'),
  form: {
    submitLabels: {
      add: intl.formatMessage({ id: 'personnel.assign' }),
      edit: intl.formatMessage({ id: 'personnel.saveChanges' }),
    },
    schema: vehiclePersonnelInputSchema,
    initialValues: personnelFormValues,
    fields: (form) => <VehiclePersonnelForm form={form} />,
  },
});

export function VehiclePersonnelPage() {
  const intl = useIntl();
  const formats = useFormats();
  const screen = useMemo(() => personnelScreen(intl, formats), [intl, formats]);
  return <RecordListPage screen={screen} />;
}
