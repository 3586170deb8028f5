import { Button, Group } from '@mantine/core';
import {
  IconBan,
  IconCheck,
  IconFileTypePdf,
  IconFlag,
  IconPencil,
  IconSteeringWheel,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FieldTripDecision } from '@app/shared/field-trips/field-trip-codes';
import type { FieldTripDetail } from '@app/shared/field-trips/field-trip.schemas';
import { DownloadButton } from '../../components/busy-button';
import { useCurrentRole, usePermission } from '../auth';
import { AssignVehiclesModal } from './assign-vehicles-modal';
import { CancelModal } from './cancel-modal';
import { CompleteModal } from './complete-modal';
import { DecisionModal } from './decision-modal';
import { FieldTripFormModal } from './field-trip-form-modal';
import { isCancellable, isFieldTripOffice } from './field-trip-labels';
import { downloadTripSheet } from './field-trips.api';

type Open = 'edit' | 'assign' | 'complete' | 'cancel' | null;

/**
 * What the reader may do with the trip now, each a button opening its modal: Edit while no step has
 * decided, Approve and Reject to whose turn it is, and for the office Assign Vehicles, Trip Sheet and
 * Complete; Cancel while the trip is still to come. The server checks each again.
 */
export function FieldTripActions({ trip }: { trip: FieldTripDetail }) {
  const office = isFieldTripOffice(useCurrentRole());
  const canWrite = usePermission('field-trips', 'write');
  const [open, setOpen] = useState<Open>(null);
  const [decision, setDecision] = useState<FieldTripDecision | null>(null);
  const close = () => setOpen(null);
  const canAssign = office && (trip.status === 'approved' || trip.status === 'scheduled');
  const hasSheet =
    trip.assignments.length > 0 && (trip.status === 'scheduled' || trip.status === 'completed');
  const dialog = { 'aria-haspopup': 'dialog' } as const;
  return (
    <>
      <Group gap="sm">
        {trip.can_decide && (
          <>
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              {...dialog}
              onClick={() => setDecision('approved')}
            >
              <FormattedMessage id="fieldTripScreens.approve" />
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} aria-hidden />}
              {...dialog}
              onClick={() => setDecision('rejected')}
            >
              <FormattedMessage id="fieldTripScreens.reject" />
            </Button>
          </>
        )}
        {trip.can_edit && (
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            {...dialog}
            onClick={() => setOpen('edit')}
          >
            <FormattedMessage id="common.edit" />
          </Button>
        )}
        {canAssign && (
          <Button
            leftSection={<IconSteeringWheel size={16} aria-hidden />}
            {...dialog}
            onClick={() => setOpen('assign')}
          >
            <FormattedMessage id="fieldTripScreens.assignVehicles" />
          </Button>
        )}
        {hasSheet && (
          <DownloadButton
            icon={IconFileTypePdf}
            download={() => downloadTripSheet(trip.id)}
            failed="fieldTripScreens.tripSheetFailed"
          >
            <FormattedMessage id="fieldTripScreens.tripSheet" />
          </DownloadButton>
        )}
        {office && trip.status === 'scheduled' && (
          <Button
            color="green"
            variant="light"
            leftSection={<IconFlag size={16} aria-hidden />}
            {...dialog}
            onClick={() => setOpen('complete')}
          >
            <FormattedMessage id="fieldTripScreens.complete" />
          </Button>
        )}
        {canWrite && isCancellable(trip.status) && (
          <Button
            color="red"
            variant="subtle"
            leftSection={<IconBan size={16} aria-hidden />}
            {...dialog}
            onClick={() => setOpen('cancel')}
          >
            <FormattedMessage id="fieldTripScreens.cancelTrip" />
          </Button>
        )}
      </Group>
      <DecisionModal trip={trip} decision={decision} onClose={() => setDecision(null)} />
      <FieldTripFormModal target={open === 'edit' ? { trip } : null} onClose={close} />
      <AssignVehiclesModal trip={trip} opened={open === 'assign'} onClose={close} />
      <CompleteModal trip={trip} opened={open === 'complete'} onClose={close} />
      <CancelModal trip={trip} opened={open === 'cancel'} onClose={close} />
    </>
  );
}
