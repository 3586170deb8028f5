import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPhotoOff } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import type { SubmittedInspection } from './inspections.api';

/**
 * What came of an inspection just sent: no defects, minor ones for the office to see to, or a major
 * one that keeps the vehicle off the road until a manager clears it; and photos that did not go.
 */
export function InspectionOutcome({
  submitted: { inspection, photosFailed },
  onDone,
}: {
  submitted: SubmittedInspection;
  onDone: () => void;
}) {
  return (
    <Stack gap="md">
      {inspection.result === 'major' ? (
        <Alert
          color="red"
          variant="filled"
          icon={<IconAlertTriangle aria-hidden />}
          title={<FormattedMessage id="inspectionScreens.outOfService" />}
          role="alert"
        >
          <FormattedMessage id="inspectionScreens.outOfServiceHint" />
        </Alert>
      ) : (
        <Alert
          color={inspection.result === 'minor' ? 'orange' : 'green'}
          icon={<IconCircleCheck aria-hidden />}
          title={<FormattedMessage id="inspectionScreens.recorded" />}
          role="status"
        >
          <FormattedMessage
            id={
              inspection.result === 'minor'
                ? 'inspectionScreens.recordedMinor'
                : 'inspectionScreens.recordedPass'
            }
            values={{ count: inspection.minor_count }}
          />
        </Alert>
      )}
      {photosFailed > 0 && (
        <Alert color="yellow" icon={<IconPhotoOff aria-hidden />} role="status">
          <FormattedMessage id="inspectionScreens.photosNotSent" values={{ count: photosFailed }} />
        </Alert>
      )}
      <Button size="xl" fullWidth onClick={onDone} data-autofocus>
        <FormattedMessage id="inspectionScreens.done" />
      </Button>
    </Stack>
  );
}
