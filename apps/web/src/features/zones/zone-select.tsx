import { Select } from '@mantine/core';
import { zonesResource, type Zone } from '@app/shared/zones/zone.schemas';
import { useRecordList } from '../records/records.api';
import { ZONES_LOAD_FAILED } from './zone-texts';

/** The school's zones to choose from (a handful; one page holds them all). */
export function ZoneSelect(props: {
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
}) {
  const zones = useRecordList<Zone>(zonesResource, { page_size: 500, ordering: 'title' });
  return (
    <Select
      label="Zone"
      required
      searchable
      data={(zones.data?.results ?? []).map((zone) => ({ value: zone.id, label: zone.title }))}
      value={props.value || null}
      onChange={(value) => props.onChange(value ?? '')}
      error={props.error ?? (zones.isError ? ZONES_LOAD_FAILED : undefined)}
      nothingFoundMessage="No zones yet"
    />
  );
}
