import { Box, Paper, Text } from '@mantine/core';
import type { ReportFigure } from '@app/shared/reports/report.schemas';
import { formatReportValue } from '@app/shared/reports/report-values';
import { useFormats } from '../../i18n/use-formats';
import classes from './report-figures.module.css';

/** A figure without a value (a rate of nothing). */
const NONE = '—';

/** The report's headline figures as a row of cards: each a term and its value, in a description list. */
export function ReportFigures({ figures, currency }: { figures: ReportFigure[]; currency: string }) {
  const { locale } = useFormats();
  if (figures.length === 0) return null;
  return (
    <Box component="dl" className={classes.figures}>
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder radius="md" p="md">
          <Text component="dt" size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700}>
            {formatReportValue(figure.kind, figure.value, currency, locale) || NONE}
          </Text>
        </Paper>
      ))}
    </Box>
  );
}
