import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import { useChildren, useChildTrips } from '../family-api';
import { useFamilyFormats } from '../family-formats';
import { ErrorText } from '../ui/error-text';
import { FamilyShell } from '../ui/family-shell';
import ui from '../ui/family.module.css';
import { TripCard } from './trip-card';

/** A child's day: today's trips with their stop, expected time and status, the active one live. */
export function ChildDayPage() {
  const intl = useIntl();
  const formats = useFamilyFormats();
  const child = useParams().child ?? '';
  const children = useChildren();
  const trips = useChildTrips(child);
  const name = children.data?.results.find((entry) => entry.id === child)?.first_name;
  const title = name
    ? intl.formatMessage({ id: 'familyApp.childDayTitle' }, { name })
    : intl.formatMessage({ id: 'familyApp.todayTitle' });
  return (
    <FamilyShell title={title}>
      <nav className={ui.actions} aria-label={intl.formatMessage({ id: 'familyApp.childNavigation' })}>
        <Link className={ui.secondary} to={`/family/children/${child}/absences`}>
          <FormattedMessage id="familyApp.willNotRide" />
        </Link>
        <Link className={ui.secondary} to={`/family/children/${child}/history`}>
          <FormattedMessage id="familyApp.lastTwoWeeks" />
        </Link>
      </nav>
      {trips.data && <p className={ui.dimmed}>{formats.date(trips.data.date, 'full')}</p>}
      {trips.isPending && (
        <p role="status">
          <FormattedMessage id="familyApp.loading" />
        </p>
      )}
      <ErrorText error={trips.error} />
      {trips.data?.trips.length === 0 && (
        <p className={ui.notice}>
          <FormattedMessage id="familyApp.noTripsToday" />
        </p>
      )}
      {trips.data?.trips.map((trip) => (
        <TripCard key={trip.trip} trip={trip} child={child} live />
      ))}
    </FamilyShell>
  );
}
