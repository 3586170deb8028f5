import { Badge, type MantineSize } from '@mantine/core';
import {
  IconBan,
  IconBus,
  IconCircleCheck,
  IconFlag,
  IconHourglass,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import {
  APPROVER_ROLE_IDS,
  FIELD_TRIP_OFFICE_ROLE_IDS,
  FIELD_TRIP_STATUSES,
  type ApprovalStatus,
  type FieldTripStatus,
} from '@app/shared/field-trips/field-trip-codes';
import type { FieldTrip } from '@app/shared/field-trips/field-trip.schemas';
import type { MessageKey } from '@app/shared/i18n/catalogue';

/**
 * Each status's words, colour and sign, the same on the list, the calendar and the details: the sign
 * tells the statuses apart where the colour alone would not (a calendar's day, a reader who does not
 * see colours).
 */
const STATUS_LOOK: Record<FieldTripStatus, { label: MessageKey; color: string; icon: Icon }> = {
  requested: { label: 'fieldTripScreens.statusRequested', color: 'yellow', icon: IconHourglass },
  approved: { label: 'fieldTripScreens.statusApproved', color: 'teal', icon: IconCircleCheck },
  scheduled: { label: 'fieldTripScreens.statusScheduled', color: 'blue', icon: IconBus },
  completed: { label: 'fieldTripScreens.statusCompleted', color: 'green', icon: IconFlag },
  rejected: { label: 'fieldTripScreens.statusRejected', color: 'red', icon: IconX },
  cancelled: { label: 'fieldTripScreens.statusCancelled', color: 'gray', icon: IconBan },
};

export const fieldTripStatusLook = (status: FieldTripStatus) => STATUS_LOOK[status];

export function FieldTripStatusBadge({ status, size }: { status: FieldTripStatus; size?: MantineSize }) {
  const intl = useIntl();
  const look = STATUS_LOOK[status];
  const Sign = look.icon;
  return (
    <Badge
      color={look.color}
      variant="light"
      size={size}
      tt="none"
      leftSection={<Sign size={12} aria-hidden />}
    >
      {intl.formatMessage({ id: look.label })}
    </Badge>
  );
}

export const statusOptions = (intl: IntlShape) =>
  FIELD_TRIP_STATUSES.map((status) => ({
    value: status,
    label: intl.formatMessage({ id: STATUS_LOOK[status].label }),
  }));

const APPROVAL_LABELS: Record<ApprovalStatus, { label: MessageKey; color: string }> = {
  pending: { label: 'fieldTripScreens.stepPending', color: 'gray' },
  approved: { label: 'fieldTripScreens.stepApproved', color: 'green' },
  rejected: { label: 'fieldTripScreens.stepRejected', color: 'red' },
};

export const approvalLook = (status: ApprovalStatus) => APPROVAL_LABELS[status];

const ROLE_LABELS: Record<number, MessageKey> = {
  [ROLE_IDS.schoolAdministrator]: 'fieldTripScreens.roleSchoolAdministrator',
  [ROLE_IDS.transportManager]: 'fieldTripScreens.roleTransportManager',
  [ROLE_IDS.transportOfficer]: 'fieldTripScreens.roleTransportOfficer',
};

/** The name of a role an approval step may name; another (a newer server's) by its number. */
export function approverRoleName(intl: IntlShape, roleId: number): string {
  const key = ROLE_LABELS[roleId];
  return key
    ? intl.formatMessage({ id: key })
    : intl.formatMessage({ id: 'fieldTripScreens.roleUnknown' }, { role: String(roleId) });
}

export const approverRoleOptions = (intl: IntlShape) =>
  APPROVER_ROLE_IDS.map((id) => ({ value: String(id), label: approverRoleName(intl, id) }));

/** '08:00–15:30': when the trip leaves and comes back, as the school's clock says. */
export const tripTimes = (intl: IntlShape, trip: Pick<FieldTrip, 'departs_at' | 'returns_at'>) =>
  intl.formatMessage(
    { id: 'fieldTripScreens.timeRange' },
    { from: trip.departs_at.slice(0, 5), to: trip.returns_at.slice(0, 5) },
  );

/** Whether the role is the transport office's: it assigns, completes and sees every request. */
export const isFieldTripOffice = (role: number | null) =>
  role !== null && FIELD_TRIP_OFFICE_ROLE_IDS.includes(role);

/** The statuses in which a trip can still be called off. */
export const isCancellable = (status: FieldTripStatus) =>
  status === 'requested' || status === 'approved' || status === 'scheduled';
