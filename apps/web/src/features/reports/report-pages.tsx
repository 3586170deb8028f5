import { ReportPage } from './report-page';

// The report screens (app/screens.ts): one page each, all drawn by ReportPage from what the
// server computes; which chart, figures and tables a report has comes with its answer.

export function TripSummaryReportPage() {
  return <ReportPage name="trips" />;
}

export function IncidentsReportPage() {
  return <ReportPage name="incidents" />;
}

export function AttendanceReportPage() {
  return <ReportPage name="attendance" />;
}

export function RoutePerformanceReportPage() {
  return <ReportPage name="performance" />;
}

export function FleetAnalyticsReportPage() {
  return <ReportPage name="fleet-analytics" />;
}

export function CostAnalysisReportPage() {
  return <ReportPage name="cost-analysis" />;
}

export function ComplianceReportPage() {
  return <ReportPage name="compliance" />;
}

export function InspectionsReportPage() {
  return <ReportPage name="inspections" />;
}
