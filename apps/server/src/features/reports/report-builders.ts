import type { ReportName } from '@app/shared/reports/report.schemas';
import { attendanceReport } from './attendance-report';
import { buildComplianceReport } from './compliance-report';
import { buildCostAnalysisReport } from './cost-analysis-report';
import { buildFleetAnalyticsReport } from './fleet-analytics-report';
import { incidentsReport } from './incidents-report';
import { inspectionsReport } from './inspections-report';
import { buildPerformanceReport } from './performance-report';
import type { ReportBuilder } from './report-definition';
import { tripsReport } from './trips-report';

/**
 * The reports this server computes, by name; a name without a builder answers 404. One line per
 * report, so that each report's branch adds its own line.
 */
export const reportBuilders: Partial<Record<ReportName, ReportBuilder>> = {
  trips: tripsReport,
  incidents: incidentsReport,
  attendance: attendanceReport,
  performance: buildPerformanceReport,
  'fleet-analytics': buildFleetAnalyticsReport,
  'cost-analysis': buildCostAnalysisReport,
  inspections: inspectionsReport,
  compliance: buildComplianceReport,
};
