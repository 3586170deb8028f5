import type { FamilyTrip } from '@app/shared/family/family.schemas';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNow } from '../../lib/use-now';
import { useFamilyFormats } from '../family-formats';
import ui from '../ui/family.module.css';
import { useFamilyLive } from './use-family-live';

// Leaflet comes only when a bus is shown: the app's first script carries no map.
const BusMap = lazy(async () => ({ default: (await import('./bus-map')).BusMap }));

/** The countdown's step: a guardian reads whole minutes. */
const TICK_MS = 15_000;

/** While the child's trip is active: the ETA to their stop counting down, and the bus on a map. */
export function LiveTrip({ trip, child }: { trip: FamilyTrip; child: string }) {
  const intl = useIntl();
  const formats = useFamilyFormats();
  const now = useNow(TICK_MS);
  const live = useFamilyLive(trip.trip, child);
  const eta = live.eta ? live.eta.eta : trip.stop.eta;
  const minutes = eta === null ? null : Math.max(0, Math.ceil((Date.parse(eta) - now) / 60_000));
  return (
    <div>
      {live.ended ? (
        <p className={ui.dimmed}>
          <FormattedMessage id="familyApp.liveEnded" />
        </p>
      ) : (
        eta !== null &&
        minutes !== null && (
          <p className={ui.eta} role="status" aria-live="polite">
            <FormattedMessage
              id={minutes === 0 ? 'familyApp.busArriving' : 'familyApp.busMinutesAway'}
              values={{ minutes, time: formats.time(eta) }}
            />
          </p>
        )
      )}
      {live.position && !live.ended && (
        <Suspense
          fallback={
            <p role="status">
              <FormattedMessage id="familyApp.loadingMap" />
            </p>
          }
        >
          <BusMap
            bus={live.position}
            stop={trip.stop}
            label={intl.formatMessage({ id: 'familyApp.mapLabel' }, { stop: trip.stop.title })}
            busName={intl.formatMessage({ id: 'familyApp.bus' })}
          />
        </Suspense>
      )}
    </div>
  );
}
