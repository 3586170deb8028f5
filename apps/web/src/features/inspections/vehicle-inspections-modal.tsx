import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useRetained } from '../../lib/use-retained';
import { InspectionDetail } from './inspection-detail';
import { InspectionHistory } from './inspection-history';

/** The vehicle whose inspections are shown. */
export type InspectedVehicle = { id: string; label: string };

type Props = { vehicle: InspectedVehicle | null; onClose: () => void };

/**
 * A vehicle's inspections (the Vehicles list's Inspections button): its history, and one inspection's
 * findings in the same modal, where a manager clears a major defect.
 */
export function VehicleInspectionsModal({ vehicle, onClose }: Props) {
  const intl = useIntl();
  const shown = useRetained(vehicle);
  const [opened, setOpened] = useState<string | null>(null);
  const close = () => {
    setOpened(null);
    onClose();
  };
  return (
    <Modal
      opened={vehicle !== null}
      onClose={close}
      title={intl.formatMessage({ id: 'inspectionScreens.historyTitle' }, { vehicle: shown?.label ?? '' })}
      size="xl"
      centered
    >
      {shown &&
        (opened ? (
          <InspectionDetail id={opened} onBack={() => setOpened(null)} />
        ) : (
          <InspectionHistory
            key={shown.id}
            vehicle={shown}
            onOpen={(inspection) => setOpened(inspection.id)}
          />
        ))}
    </Modal>
  );
}
