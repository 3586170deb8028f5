import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import { localize } from '@app/shared/i18n/localize';
import { ref } from '@app/shared/i18n/message-ref';
import type { InspectionDetail as Detail } from '@app/shared/inspections/inspection.schemas';
import { ListState } from '../../components/list-state';
import { useFormats } from '../../i18n/use-formats';
import { errorMessage } from '../../lib/api-error';
import { useCurrentRole } from '../auth';
import { ClearDefectForm } from './clear-defect-form';
import { FindingPhoto } from './finding-photo';
import { OutcomeBadge, ResultBadge } from './inspection-labels';
import { useInspection } from './inspections.api';

// Who may clear a major defect (the server's rule: School Administrator or Transport Manager).
const MANAGERS: readonly number[] = [ROLE_IDS.schoolAdministrator, ROLE_IDS.transportManager];

/** One inspection: when, who, its result and notes, each finding with its note and photo; clearing an open major defect. */
export function InspectionDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const intl = useIntl();
  const inspection = useInspection(id);
  return (
    <Stack gap="md">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        onClick={onBack}
        w="fit-content"
        data-autofocus
      >
        <FormattedMessage id="inspectionScreens.backToHistory" />
      </Button>
      {inspection.data ? (
        <Findings inspection={inspection.data} />
      ) : (
        <ListState
          isLoading={inspection.isPending}
          error={
            inspection.error
              ? localize(intl, errorMessage(inspection.error, ref('inspectionScreens.detailLoadFailed')))
              : null
          }
          onRetry={() => void inspection.refetch()}
          isRetrying={inspection.isRefetching}
          emptyMessage=""
        />
      )}
    </Stack>
  );
}

function Findings({ inspection }: { inspection: Detail }) {
  const intl = useIntl();
  const formats = useFormats();
  const role = useCurrentRole();
  const isOpen = inspection.result === 'major' && !inspection.cleared_at;
  return (
    <>
      <Stack gap={4}>
        <Title order={3} size="h4">
          <FormattedMessage
            id="inspectionScreens.detailHeading"
            values={{ kind: inspection.kind, date: formats.dateTime(inspection.performed_at) }}
          />
        </Title>
        <Group gap="xs">
          <ResultBadge result={inspection.result} />
          <Text size="sm">
            <FormattedMessage id="inspectionScreens.byName" values={{ name: inspection.performed_by_name }} />
          </Text>
        </Group>
        {inspection.notes && <Text>{inspection.notes}</Text>}
      </Stack>
      <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {inspection.items.map((item) => (
          <Paper key={item.id} component="li" withBorder p="sm" radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4}>
                <Group gap="xs">
                  <Text fw={600}>{item.title}</Text>
                  <OutcomeBadge outcome={item.outcome} />
                </Group>
                {item.note && <Text size="sm">{item.note}</Text>}
              </Stack>
              {item.has_photo && (
                <FindingPhoto
                  inspection={inspection.id}
                  item={item.id}
                  alt={intl.formatMessage({ id: 'inspectionScreens.photoOf' }, { item: item.title })}
                />
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      {inspection.cleared_at && (
        <Alert color="green" title={<FormattedMessage id="inspectionScreens.clearedTitle" />}>
          <Stack gap={4}>
            <Text size="sm">
              <FormattedMessage
                id="inspectionScreens.clearedOnBy"
                values={{ date: formats.date(inspection.cleared_at), name: inspection.cleared_by_name ?? '' }}
              />
            </Text>
            <Text size="sm">{inspection.clear_note}</Text>
          </Stack>
        </Alert>
      )}
      {isOpen && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={<FormattedMessage id="inspectionScreens.outOfService" />}
        >
          {role !== null && MANAGERS.includes(role) ? (
            <ClearDefectForm inspection={inspection.id} />
          ) : (
            <FormattedMessage id="inspectionScreens.managersClear" />
          )}
        </Alert>
      )}
    </>
  );
}
