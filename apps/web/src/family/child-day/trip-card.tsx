import type { FamilyTrip } from '@app/shared/family/family.schemas';
import { FormattedMessage } from 'react-intl';
import { useFamilyFormats } from '../family-formats';
import { DIRECTION_WORDS, statusWord } from '../trip-words';
import ui from '../ui/family.module.css';
import { LiveTrip } from './live-trip';

/** Trip status 2: under way (TRIP_STATUSES). */
const ACTIVE = 2;

/**
 * One trip of the child: the route, their stop and its time, the trip's status and what happened to
 * the child on it. `live`: while the trip is active, the bus and its ETA to the stop (today's screen).
 */
export function TripCard({
  trip,
  child,
  live = false,
  level = 2,
}: {
  trip: FamilyTrip;
  child: string;
  live?: boolean;
  /** The route's heading level: 3 under a day's heading (the last two weeks). */
  level?: 2 | 3;
}) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const formats = useFamilyFormats();
  const status = statusWord(trip.status);
  const direction = DIRECTION_WORDS[trip.direction];
  const values = { stop: trip.stop.title, time: formats.time(trip.stop.expected_time) };
  return (
    <section className={ui.card} aria-label={trip.route_title}>
      <Heading className={ui.subtitle}>{trip.route_title}</Heading>
      <p className={ui.actions}>
        {direction && (
          <span>
            <FormattedMessage id={direction} />
          </span>
        )}
        {status && (
          <span className={ui.status}>
            <FormattedMessage id={status} />
          </span>
        )}
      </p>
      <p>
        <FormattedMessage
          id={trip.stop.role === 'pickup' ? 'familyApp.pickupStop' : 'familyApp.dropoffStop'}
          values={values}
        />
      </p>
      <RiderFacts trip={trip} />
      {live && trip.status === ACTIVE && !trip.will_not_ride && trip.rider_status !== 'absent' && (
        <LiveTrip trip={trip} child={child} />
      )}
    </section>
  );
}

/** What the crew recorded of the child on the trip, or that the family said they will not ride. */
function RiderFacts({ trip }: { trip: FamilyTrip }) {
  const formats = useFamilyFormats();
  const facts = [
    trip.picked_up_at && (
      <FormattedMessage
        key="up"
        id="familyApp.pickedUpAt"
        values={{ time: formats.time(trip.picked_up_at) }}
      />
    ),
    trip.dropped_off_at && (
      <FormattedMessage
        key="off"
        id="familyApp.droppedOffAt"
        values={{ time: formats.time(trip.dropped_off_at) }}
      />
    ),
    (trip.marked_absent_at || trip.rider_status === 'absent') && (
      <FormattedMessage key="absent" id="familyApp.markedAbsent" />
    ),
    trip.will_not_ride && <FormattedMessage key="notRiding" id="familyApp.notRiding" />,
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return (
    <ul className={ui.list}>
      {facts.map((fact, index) => (
        <li key={index} className={trip.rider_status === 'absent' || trip.will_not_ride ? ui.warn : ui.good}>
          {fact}
        </li>
      ))}
    </ul>
  );
}
