import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ref } from '@app/shared/i18n/message-ref';
import type { RoutePlan, RoutePlanApproved } from '@app/shared/route-plans/route-plan.schemas';
import { FieldList } from '../../components/field-list';
import { LocalizedText } from '../../i18n/localized-text';
import { useFormats } from '../../i18n/use-formats';
import { errorMessage } from '../../lib/api-error';
import { notifySuccess } from '../../lib/notify';
import { approvalCounts, type Proposal } from './plan-labels';
import { useApprovePlan } from './route-plans.api';

type Props = {
  opened: boolean;
  plan: RoutePlan;
  proposal: Proposal;
  onClose: () => void;
  onApproved: (approved: RoutePlanApproved) => void;
};

/**
 * Approve…: what approving makes (routes, their stops, new bus stops, the pupils' assignments), whether
 * today's routes of the direction retire, then Approve. A refusal (the routes changed since the plan, a
 * route without a vehicle) is said in the modal, which stays open.
 */
export function ApproveModal({ opened, plan, proposal, onClose, onApproved }: Props) {
  const intl = useIntl();
  const formats = useFormats();
  const approve = useApprovePlan(plan.id);
  const [retire, setRetire] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const counts = approvalCounts(proposal);
  const blocked = proposal.routes.some((route) => route.vehicle === null);

  const close = () => {
    if (approve.isPending) return;
    setRefusal(null);
    onClose();
  };
  const submit = () => {
    setRefusal(null);
    approve.mutate(
      { retire_current: retire },
      {
        onSuccess: (approved) => {
          notifySuccess(ref('planRoutes.approved', { count: approved.routes.length }));
          onApproved(approved);
        },
        onError: (error) => setRefusal(errorMessage(error, 'planRoutes.approveFailed')),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={intl.formatMessage({ id: 'planRoutes.approveTitle' })}>
      <Stack gap="md">
        <Text size="sm">
          <FormattedMessage id="planRoutes.approveIntro" />
        </Text>
        <FieldList
          fields={[
            {
              label: intl.formatMessage({ id: 'planRoutes.routesToCreate' }),
              value: formats.number(counts.routes),
            },
            {
              label: intl.formatMessage({ id: 'planRoutes.stopsToCreate' }),
              value: formats.number(counts.stops),
            },
            {
              label: intl.formatMessage({ id: 'planRoutes.newBusStops' }),
              value: formats.number(counts.newStops),
            },
            {
              label: intl.formatMessage({ id: 'planRoutes.assignments' }),
              value: formats.number(counts.assignments),
            },
          ]}
        />
        <Checkbox
          label={intl.formatMessage({ id: 'planRoutes.retire' })}
          description={intl.formatMessage({ id: 'planRoutes.retireDescription' })}
          checked={retire}
          onChange={(event) => setRetire(event.currentTarget.checked)}
        />
        {blocked && (
          <Alert color="orange" icon={<IconAlertCircle size={18} />}>
            <FormattedMessage id="planRoutes.approveBlocked" />
          </Alert>
        )}
        {refusal && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title={intl.formatMessage({ id: 'planRoutes.approveFailed' })}
          >
            <LocalizedText text={refusal} />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={approve.isPending}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button onClick={submit} loading={approve.isPending} disabled={blocked}>
            <FormattedMessage id="planRoutes.approveConfirm" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
