import { Select, type SelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Resource } from '@app/shared/common/resource';
import { useRecordList } from './records.api';

// `resource` is also an HTML attribute (RDFa): this one is the record type's.
type Props<R> = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'error' | 'searchable' | 'resource'> & {
  resource: Resource;
  /** Ordering of the options (one of the resource's). */
  ordering: string;
  option: (record: R) => { value: string; label: string };
  /** The chosen id; '' when none. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** Shown under the field when the options cannot be had. */
  loadError: string;
};

/**
 * A choice among a record type of which a school has a handful (job roles, grade levels, zones):
 * one page holds them all, searched in the browser.
 */
export function RecordSelect<R>({
  resource,
  ordering,
  option,
  value,
  onChange,
  error,
  loadError,
  ...rest
}: Props<R>) {
  const list = useRecordList<R>(resource, { page_size: 500, ordering });
  return (
    <Select
      searchable
      data={(list.data?.results ?? []).map(option)}
      value={value || null}
      onChange={(chosen) => onChange(chosen ?? '')}
      error={error ?? (list.isError ? loadError : undefined)}
      {...rest}
    />
  );
}
