import type { IntlShape } from 'react-intl';
import type { Formats } from '@app/shared/i18n/formats';
import type { Trip } from '@app/shared/trips/trip.schemas';
import type { Column } from '../../components/data-table';
import { RouteCell, TripDirectionBadge, vehicleLabel } from '../../components/trip-labels';
import { TripStatusCell } from './empty-bus-check';

/** "March 5, 2026": a trip's date as the date pickers show it. */
export const tripDate = (formats: Formats, trip: Pick<Trip, 'journey_date'>) =>
  formats.date(trip.journey_date);

/**
 * Trip Management's table (spec part 2 §2): route title and code, status (with a completed trip's
 * empty-bus check), vehicle, driver, direction; with the trip's date first, as a list of many days needs it.
 */
export const tripColumns = (intl: IntlShape, formats: Formats): Column<Trip>[] => [
  {
    key: 'journey_date',
    title: intl.formatMessage({ id: 'trips.date' }),
    width: 150,
    sortKey: 'journey_date',
    render: (trip) => tripDate(formats, trip),
  },
  {
    key: 'route',
    title: intl.formatMessage({ id: 'trips.route' }),
    render: (trip) => <RouteCell trip={trip} />,
  },
  {
    key: 'status',
    title: intl.formatMessage({ id: 'trips.status' }),
    // Room for the empty-bus check's mark beside a completed trip's badge.
    width: 150,
    sortKey: 'status',
    render: (trip) => <TripStatusCell trip={trip} />,
  },
  { key: 'vehicle', title: intl.formatMessage({ id: 'trips.vehicle' }), render: vehicleLabel },
  {
    key: 'driver',
    title: intl.formatMessage({ id: 'trips.driver' }),
    render: (trip) => trip.driver_name ?? intl.formatMessage({ id: 'trips.noDriver' }),
  },
  {
    key: 'direction',
    title: intl.formatMessage({ id: 'trips.direction' }),
    width: 130,
    render: (trip) => <TripDirectionBadge trip={trip} />,
  },
];
