import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconChecks, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RoutePlan, RoutePlanApproved } from '@app/shared/route-plans/route-plan.schemas';
import { DownloadButton } from '../../components/busy-button';
import { ApproveModal } from './approve-modal';
import { PlanMap } from './plan-map';
import { PlanTotals } from './plan-totals';
import { PlannedRouteStops } from './planned-route-stops';
import { PlannedRoutesTable } from './planned-routes-table';
import { UnplacedPupils } from './unplaced-pupils';
import { downloadPlanCsv } from './route-plans.api';

type Props = {
  plan: RoutePlan;
  proposal: NonNullable<RoutePlan['proposal']>;
  onApproved: (approved: RoutePlanApproved) => void;
};

/**
 * A proposal: its totals beside today's, its routes on a map and in a table (each route's stops on
 * its Stops button), the pupils it could not place, and, while it is ready, Approve… and Download CSV.
 */
export function PlanProposal({ plan, proposal, onApproved }: Props) {
  const [selected, setSelected] = useState<number | null>(null);
  const [approving, setApproving] = useState(false);
  const ready = plan.state === 'ready';
  const chosen = proposal.routes.find((route) => route.number === selected) ?? null;
  const withoutVehicle = proposal.routes.filter((route) => route.vehicle === null).length;

  return (
    <Stack gap="md">
      {ready && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text role="status">
              <FormattedMessage id="planRoutes.ready" />
            </Text>
            <Group gap="sm">
              <Button leftSection={<IconChecks size={16} aria-hidden />} onClick={() => setApproving(true)}>
                <FormattedMessage id="planRoutes.approve" />
              </Button>
              <DownloadButton
                icon={IconFileTypeCsv}
                download={() => downloadPlanCsv(plan.id)}
                failed="planRoutes.downloadFailed"
              >
                <FormattedMessage id="planRoutes.downloadCsv" />
              </DownloadButton>
            </Group>
          </Stack>
        </Paper>
      )}
      {withoutVehicle > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
          <FormattedMessage id="planRoutes.noVehicleWarning" values={{ count: withoutVehicle }} />
        </Alert>
      )}
      <PlanTotals plan={plan} totals={proposal.totals} />
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h4" mb="sm">
          <FormattedMessage id="planRoutes.map" />
        </Title>
        <PlanMap routes={proposal.routes} direction={plan.direction} selected={selected} />
      </Paper>
      <Paper withBorder radius="md">
        <Title order={3} size="h4" p="md" pb={0}>
          <FormattedMessage id="planRoutes.proposedRoutes" />
        </Title>
        <PlannedRoutesTable
          routes={proposal.routes}
          selected={selected}
          onSelect={(number) => setSelected((current) => (current === number ? null : number))}
        />
      </Paper>
      {chosen && <PlannedRouteStops route={chosen} />}
      {proposal.unplaced.length > 0 && <UnplacedPupils pupils={proposal.unplaced} />}
      {/* Kept while approving: the approval refetches the plan, now approved, before its own success
          callbacks run, and an unmounted modal would never say so nor give the new routes' links. */}
      {(ready || approving) && (
        <ApproveModal
          opened={approving}
          plan={plan}
          proposal={proposal}
          onClose={() => setApproving(false)}
          onApproved={(approved) => {
            setApproving(false);
            onApproved(approved);
          }}
        />
      )}
    </Stack>
  );
}
