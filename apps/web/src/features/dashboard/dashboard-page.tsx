import { PageHeading } from '../../components/page-heading';

/** Spec part 1 §1: the dashboard only displays 'Coming Soon...'. */
export function DashboardPage() {
  return <PageHeading title="Coming Soon..." tabTitle="Dashboard" />;
}
