import type { ReactNode } from 'react';
import { zonesResource, type Zone } from '@app/shared/zones/zone.schemas';
import { RecordSelect } from '../records/record-select';
import { ZONES_LOAD_FAILED } from './zone-texts';

/** The school's zones to choose from. */
export function ZoneSelect(props: { value: string; onChange: (value: string) => void; error?: ReactNode }) {
  return (
    <RecordSelect<Zone>
      label="Zone"
      required
      resource={zonesResource}
      ordering="title"
      option={(zone) => ({ value: zone.id, label: zone.title })}
      loadError={ZONES_LOAD_FAILED}
      nothingFoundMessage="No zones yet"
      {...props}
    />
  );
}
