import { Button, Group, Loader, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useEffect } from 'react';
import { reportQuerySchema } from '@app/shared/reports/report.schemas';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateRangeFields } from '../../components/date-field';
import { useZodValidate } from '../../i18n/use-zod-validate';

// A field label's line: font size times line height.
const LABEL_HEIGHT = 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height))';

export type ReportRange = { start_date: string; end_date: string };

type Props = {
  initial: ReportRange;
  /** The range came from the address: say at once what is wrong with it, if anything. */
  checkAtOnce: boolean;
  isGenerating: boolean;
  onGenerate: (range: ReportRange) => void;
};

/**
 * The range of a report and Generate Report. The shared query schema checks it before any call, so a
 * reversed or too long range gets the server's own message without asking the server.
 */
export function ReportFilters({ initial, checkAtOnce, isGenerating, onGenerate }: Props) {
  const intl = useIntl();
  const form = useForm<ReportRange>({
    initialValues: initial,
    validate: useZodValidate<ReportRange>(reportQuerySchema),
  });

  // The address changed (Back, a link, Generate Report itself): show its range, and say what is wrong
  // with one that came from outside. The form stays mounted, so the focus stays where it was.
  const { start_date, end_date } = initial;
  useEffect(() => {
    form.setValues({ start_date, end_date });
    if (checkAtOnce) form.validate();
    else form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form object changes on every render
  }, [start_date, end_date, checkAtOnce]);

  return (
    <form
      onSubmit={form.onSubmit(onGenerate)}
      noValidate
      aria-label={intl.formatMessage({ id: 'reports.reportRange' })}
    >
      <Group gap="sm" align="flex-start">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" w={{ base: '100%', sm: 480 }}>
          <DateRangeFields
            values={form.values}
            errors={form.errors}
            onChange={(field, value) => form.setFieldValue(field, value)}
          />
        </SimpleGrid>
        {/* Busy without `loading`, which disables the button and so throws a keyboard's focus away. Beside
            the fields it sits level with their boxes (below their labels), whatever messages they show. */}
        <Button
          type="submit"
          mt={{ base: 0, sm: LABEL_HEIGHT }}
          aria-busy={isGenerating}
          leftSection={
            isGenerating ? (
              <Loader size={16} color="white" aria-hidden />
            ) : (
              <IconReportAnalytics size={16} aria-hidden />
            )
          }
        >
          <FormattedMessage id="reports.generateReport" />
        </Button>
      </Group>
    </form>
  );
}
