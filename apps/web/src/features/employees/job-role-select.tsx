import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { jobRolesResource, type JobRole } from '@app/shared/job-roles/job-role.schemas';
import { useRecordList } from '../records/records.api';

type Props = { value: string; onChange: (value: string) => void; error?: ReactNode };

/** The school's job roles to choose from (optional; a school has a handful, one page holds them all). */
export function JobRoleSelect({ value, onChange, error }: Props) {
  const roles = useRecordList<JobRole>(jobRolesResource, { page_size: 500, ordering: 'title' });
  return (
    <Select
      label="Job Role"
      placeholder="None"
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear job role' }}
      data={(roles.data?.results ?? []).map((role) => ({ value: role.id, label: role.title }))}
      value={value || null}
      onChange={(chosen) => onChange(chosen ?? '')}
      error={error ?? (roles.isError ? 'Failed to load form options' : undefined)}
      nothingFoundMessage="No job roles yet"
    />
  );
}
