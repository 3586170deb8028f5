import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import { TripCard } from '../child-day/trip-card';
import { useChildHistory } from '../family-api';
import { useFamilyFormats } from '../family-formats';
import { ErrorText } from '../ui/error-text';
import { FamilyShell } from '../ui/family-shell';
import ui from '../ui/family.module.css';

/** The child's trips of the last two weeks, newest first, by day. */
export function HistoryPage() {
  const intl = useIntl();
  const formats = useFamilyFormats();
  const child = useParams().child ?? '';
  const history = useChildHistory(child);
  const trips = history.data?.results ?? [];
  const days = [...new Set(trips.map((trip) => trip.date))];
  return (
    <FamilyShell title={intl.formatMessage({ id: 'familyApp.lastTwoWeeks' })}>
      <p>
        <Link to={`/family/children/${child}`}>
          <FormattedMessage id="familyApp.backToToday" />
        </Link>
      </p>
      {history.isPending && (
        <p role="status">
          <FormattedMessage id="familyApp.loading" />
        </p>
      )}
      <ErrorText error={history.error} />
      {history.isSuccess && trips.length === 0 && (
        <p className={ui.notice}>
          <FormattedMessage id="familyApp.noHistory" />
        </p>
      )}
      {days.map((day) => (
        <section key={day} aria-label={formats.date(day, 'full')}>
          <h2 className={ui.subtitle}>{formats.date(day, 'full')}</h2>
          {trips
            .filter((trip) => trip.date === day)
            .map((trip) => (
              <TripCard key={trip.trip} trip={trip} child={child} level={3} />
            ))}
        </section>
      ))}
    </FamilyShell>
  );
}
