import { Badge, Group, Paper, Text, Timeline, Title } from '@mantine/core';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { FieldTripDetail } from '@app/shared/field-trips/field-trip.schemas';
import { useFormats } from '../../i18n/use-formats';
import { approvalLook, approverRoleName } from './field-trip-labels';

const SIGNS = { pending: IconClock, approved: IconCheck, rejected: IconX } as const;

/**
 * The request's approval steps in their order, as a timeline: each step's title and role, whether it
 * approved or rejected, who decided when and with what note; the step whose turn it is, said so.
 */
export function FieldTripApprovals({ trip }: { trip: FieldTripDetail }) {
  const intl = useIntl();
  const formats = useFormats();
  const heading = intl.formatMessage({ id: 'fieldTripScreens.approvalSteps' });
  const steps = [...trip.approvals].sort((a, b) => a.position - b.position);
  const decided = steps.filter((step) => step.status !== 'pending').length;
  // Whose turn it is: the first step still pending of a request under way.
  const current = trip.status === 'requested' ? steps.find((step) => step.status === 'pending') : undefined;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={heading}>
      <Title order={2} size="h4" mb="sm">
        {heading}
      </Title>
      {steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'fieldTripScreens.noApprovalSteps' })}
        </Text>
      ) : (
        <Timeline active={decided - 1} bulletSize={26} lineWidth={2}>
          {steps.map((step) => {
            const look = approvalLook(step.status);
            const Sign = SIGNS[step.status];
            return (
              <Timeline.Item
                key={step.id}
                bullet={<Sign size={14} aria-hidden />}
                color={look.color}
                title={
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {step.title}
                    </Text>
                    {/* The step whose turn it is says so, in the colour of a request waiting. */}
                    <Badge
                      color={step === current ? 'yellow' : look.color}
                      variant="light"
                      size="sm"
                      tt="none"
                    >
                      {intl.formatMessage({
                        id: step === current ? 'fieldTripScreens.awaitingDecision' : look.label,
                      })}
                    </Badge>
                  </Group>
                }
              >
                <Text size="sm" c="dimmed">
                  {approverRoleName(intl, step.role_id)}
                </Text>
                {step.decided_by_name && step.decided_at && (
                  <Text size="sm">
                    {intl.formatMessage(
                      { id: 'fieldTripScreens.decidedBy' },
                      {
                        decision: step.status,
                        name: step.decided_by_name,
                        when: formats.dateTime(step.decided_at),
                      },
                    )}
                  </Text>
                )}
                {step.note && (
                  <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-line' }}>
                    {intl.formatMessage({ id: 'fieldTripScreens.quotedNote' }, { note: step.note })}
                  </Text>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Paper>
  );
}
