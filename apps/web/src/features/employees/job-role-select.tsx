import type { ReactNode } from 'react';
import { jobRolesResource, type JobRole } from '@app/shared/job-roles/job-role.schemas';
import { RecordSelect } from '../records/record-select';

type Props = { value: string; onChange: (value: string) => void; error?: ReactNode };

/** The school's job roles to choose from (optional). */
export function JobRoleSelect(props: Props) {
  return (
    <RecordSelect<JobRole>
      label="Job Role"
      placeholder="None"
      clearable
      clearButtonProps={{ 'aria-label': 'Clear job role' }}
      resource={jobRolesResource}
      ordering="title"
      option={(role) => ({ value: role.id, label: role.title })}
      loadError="Failed to load form options"
      nothingFoundMessage="No job roles yet"
      {...props}
    />
  );
}
