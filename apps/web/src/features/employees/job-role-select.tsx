import type { ReactNode } from 'react';
import { jobRolesResource, type JobRole } from '@app/shared/job-roles/job-role.schemas';
import { useIntl } from 'react-intl';
import { RecordSelect } from '../records/record-select';

type Props = { value: string; onChange: (value: string) => void; error?: ReactNode };

/** The school's job roles to choose from (optional). */
export function JobRoleSelect(props: Props) {
  const intl = useIntl();
  return (
    <RecordSelect<JobRole>
      label={intl.formatMessage({ id: 'employees.jobRole' })}
      placeholder={intl.formatMessage({ id: 'employees.jobRoleNone' })}
      clearable
      clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'employees.clearJobRole' }) }}
      resource={jobRolesResource}
      ordering="title"
      option={(role) => ({ value: role.id, label: role.title })}
      loadError={intl.formatMessage({ id: 'employees.formOptionsLoadError' })}
      nothingFoundMessage={intl.formatMessage({ id: 'employees.noJobRoles' })}
      {...props}
    />
  );
}
