import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { FindingField } from './finding-field';
import {
  initialValues,
  inspectionValuesSchema,
  type ChecklistEntry,
  type InspectionValues,
} from './inspection-form-values';

type Props = {
  checklist: ChecklistEntry[];
  /** Without a connection the form can be filled in, but not sent. */
  online: boolean;
  isSubmitting: boolean;
  /** The server's refusal, or a failed send, shown above the button. */
  failure: ReactNode;
  onSubmit: (values: InspectionValues) => void;
};

/**
 * The checklist of one vehicle type as a phone form: every item answered, a note for each defect, a
 * photo if wanted, notes on the whole; Submit checks it all first and goes to the first problem.
 */
export function InspectionForm({ checklist, online, isSubmitting, failure, onSubmit }: Props) {
  const intl = useIntl();
  const form = useForm<InspectionValues>({
    initialValues: initialValues(checklist),
    validate: useZodValidate<InspectionValues>(inspectionValuesSchema),
  });
  if (checklist.length === 0) {
    return (
      <Text size="lg">
        <FormattedMessage id="inspectionScreens.noChecklist" />
      </Text>
    );
  }
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(onSubmit, (errors) => {
        // The first unanswered item or missing note, in the checklist's order, gets the focus.
        const first = Object.keys(errors).sort(byFinding)[0];
        const node = first ? form.getInputNode(first) : null;
        // An answer's node is its radio group: its first button takes the focus.
        (node?.getAttribute('role') === 'radiogroup' ? node.querySelector('input') : node)?.focus();
      })}
    >
      <Stack gap="md">
        <Text>
          <FormattedMessage id="inspectionScreens.formHint" />
        </Text>
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {form.values.findings.map((finding, index) => (
            <FindingField key={finding.checklist_item} form={form} index={index} />
          ))}
        </Stack>
        <Textarea
          label={intl.formatMessage({ id: 'inspectionScreens.overallNotes' })}
          rows={3}
          size="md"
          {...form.getInputProps('notes')}
        />
        {!online && (
          <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden />} role="status">
            <FormattedMessage id="inspectionScreens.needsConnection" />
          </Alert>
        )}
        {failure}
        <Button type="submit" size="xl" fullWidth loading={isSubmitting} disabled={!online}>
          <FormattedMessage id="inspectionScreens.submit" />
        </Button>
      </Stack>
    </form>
  );
}

/** 'findings.2.note' before 'findings.10.outcome', then 'notes'. */
function byFinding(a: string, b: string): number {
  const index = (path: string) => Number(path.split('.')[1] ?? Number.MAX_SAFE_INTEGER);
  return index(a) - index(b) || a.localeCompare(b);
}
