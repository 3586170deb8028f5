import { FileInput, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCamera } from '@tabler/icons-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ITEM_OUTCOMES, type ItemOutcome } from '@app/shared/inspections/inspection-codes';
import type { InspectionValues } from './inspection-form-values';
import { ITEM_OUTCOME_LABELS } from '@app/shared/inspections/inspection-labels';

// The chosen answer's colour; shade 9 keeps white text at 4.5:1 or more.
const OUTCOME_COLORS = { ok: 'teal.9', minor: 'orange.9', major: 'red.9' } as const;

type Props = { form: UseFormReturnType<InspectionValues>; index: number };

/**
 * One checklist item on a phone: its title, OK / Minor defect / Major defect as one row of large
 * radio buttons (arrow keys move between them), and for a defect what is wrong and a photo of it.
 */
export function FindingField({ form, index }: Props) {
  const intl = useIntl();
  const id = useId();
  const path = `findings.${index}` as const;
  const finding = form.values.findings[index]!;
  const outcomeError = form.errors[`${path}.outcome`];
  const isDefect = finding.outcome === 'minor' || finding.outcome === 'major';
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Stack gap="xs">
        <Text fw={700} size="lg" id={`${id}-title`}>
          {finding.title}
        </Text>
        <SegmentedControl
          fullWidth
          size="md"
          aria-labelledby={`${id}-title`}
          data-path={`${path}.outcome`}
          aria-describedby={outcomeError ? `${id}-error` : undefined}
          aria-invalid={!!outcomeError || undefined}
          color={finding.outcome ? OUTCOME_COLORS[finding.outcome] : undefined}
          data={ITEM_OUTCOMES.map((outcome) => ({
            value: outcome,
            label: intl.formatMessage({ id: ITEM_OUTCOME_LABELS[outcome] }),
          }))}
          value={finding.outcome}
          onChange={(value) => form.setFieldValue(`${path}.outcome`, value as ItemOutcome)}
        />
        {outcomeError && (
          <Text id={`${id}-error`} c="red.9" size="sm">
            {outcomeError}
          </Text>
        )}
        {isDefect && (
          <>
            <Textarea
              label={intl.formatMessage({ id: 'inspectionScreens.defectNote' })}
              required
              rows={3}
              size="md"
              {...form.getInputProps(`${path}.note`)}
            />
            <FileInput
              label={intl.formatMessage({ id: 'inspectionScreens.defectPhoto' })}
              placeholder={intl.formatMessage({ id: 'inspectionScreens.takePhoto' })}
              description={intl.formatMessage({ id: 'inspectionScreens.photoTypes' })}
              // The phone's camera straight away; a picture from the gallery is offered too.
              accept="image/*"
              capture="environment"
              size="md"
              leftSection={<IconCamera size={18} aria-hidden />}
              // The picker's placeholder is text, not a native placeholder: it must be readable (4.5:1).
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              clearable
              clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.clearChosenPhoto' }) }}
              {...form.getInputProps(`${path}.photo`)}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
