import { Alert, Button, Group, NumberInput, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  PLAN_SECONDS,
  routePlanRequestSchema,
  type RoutePlan,
} from '@app/shared/route-plans/route-plan.schemas';
import { DIRECTION_LABELS } from '../../components/journey-labels';
import { LocalizedText } from '../../i18n/localized-text';
import { linkTo } from '../../i18n/message-links';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { ApiError } from '../../lib/api-error';
import { showFormErrors } from '../../lib/form-errors';
import { planScreenPath } from './plan-labels';
import { useStartPlan } from './route-plans.api';

type Values = { direction: 1 | 2; seconds: number | string };

const SCHOOL_SETTINGS = '/school/settings';

/**
 * Start: the direction and how long to search. A 409 (one plan running already, or the school's
 * location not set) is said beside the button: with a link to the running plan when the list holds
 * one, else to School Settings, where the location and planning settings are.
 */
export function PlanStartForm({ plans }: { plans: RoutePlan[] | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const start = useStartPlan();
  const [refusal, setRefusal] = useState<string | null>(null);
  const validate = useZodValidate<Values>(routePlanRequestSchema);
  const form = useForm<Values>({
    initialValues: { direction: 1, seconds: PLAN_SECONDS.default },
    // An empty field is '' (not left out, which the schema would take as the default): its message shows.
    validate,
  });
  const running = plans?.find((plan) => plan.state === 'running');

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    start.mutate(
      { direction: values.direction, seconds: Number(values.seconds) },
      {
        onSuccess: (plan) => void navigate(planScreenPath(plan.id)),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
          else
            showFormErrors(form, error, {
              shown: ['direction', 'seconds'],
              fallback: 'planRoutes.startFailed',
            });
        },
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            <FormattedMessage id="planRoutes.newPlan" />
          </Title>
          <Text size="sm">
            <FormattedMessage id="planRoutes.intro" values={linkTo(SCHOOL_SETTINGS)} />
          </Text>
          <Radio.Group
            label={intl.formatMessage({ id: 'routes.direction' })}
            value={String(form.values.direction)}
            onChange={(value) => form.setFieldValue('direction', value === '2' ? 2 : 1)}
            error={form.errors.direction}
          >
            <Group gap="lg" mt={4}>
              {([1, 2] as const).map((direction) => (
                <Radio
                  key={direction}
                  value={String(direction)}
                  label={intl.formatMessage({ id: DIRECTION_LABELS[direction] })}
                />
              ))}
            </Group>
          </Radio.Group>
          <NumberInput
            label={intl.formatMessage({ id: 'planRoutes.seconds' })}
            description={intl.formatMessage(
              { id: 'planRoutes.secondsDescription' },
              { min: PLAN_SECONDS.min, max: PLAN_SECONDS.max },
            )}
            min={PLAN_SECONDS.min}
            max={PLAN_SECONDS.max}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            maw={260}
            {...form.getInputProps('seconds')}
          />
          {refusal && (
            <Alert
              color="orange"
              icon={<IconAlertCircle size={18} />}
              title={intl.formatMessage({ id: 'planRoutes.startFailed' })}
            >
              <Stack gap={4}>
                <Text size="sm">
                  <LocalizedText text={refusal} />
                </Text>
                <Text size="sm">
                  {running ? (
                    <FormattedMessage
                      id="planRoutes.alreadyRunning"
                      values={linkTo(planScreenPath(running.id))}
                    />
                  ) : (
                    <FormattedMessage id="planRoutes.checkSettings" values={linkTo(SCHOOL_SETTINGS)} />
                  )}
                </Text>
              </Stack>
            </Alert>
          )}
          <Group>
            <Button type="submit" leftSection={<IconRoute size={16} aria-hidden />} loading={start.isPending}>
              <FormattedMessage id="planRoutes.start" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
