import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { zonesResource, type Zone } from '@app/shared/zones/zone.schemas';
import { RecordSelect } from '../records/record-select';

/** The school's zones to choose from. */
export function ZoneSelect(props: { value: string; onChange: (value: string) => void; error?: ReactNode }) {
  const intl = useIntl();
  return (
    <RecordSelect<Zone>
      label={intl.formatMessage({ id: 'zones.zone' })}
      required
      resource={zonesResource}
      ordering="title"
      option={(zone) => ({ value: zone.id, label: zone.title })}
      loadError={intl.formatMessage({ id: 'zones.zonesLoadFailed' })}
      nothingFoundMessage={intl.formatMessage({ id: 'zones.noZonesYet' })}
      {...props}
    />
  );
}
