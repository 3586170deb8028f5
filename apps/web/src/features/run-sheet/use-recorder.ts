import { useCallback } from 'react';
import { ref } from '@app/shared/i18n/message-ref';
import { notifyError } from '../../lib/notify';
import { enqueue } from './outbox';
import type { Recorder } from './run-sheet-db';
import type { TripEventInput } from '@app/shared/trip-events/trip-event.schemas';
import { usePosition } from './use-position';

/** What an action says; the recorder adds the trip, the key, the moment and the place. */
export type ActionFields = Pick<
  TripEventInput,
  'event_type' | 'journey_stop' | 'student' | 'notes' | 'odometer' | 'empty_bus_checked'
>;

/**
 * Records the crew's actions on a trip into the outbox, each with its own client_key and the moment it
 * happened (and where, when the device knows), under the account, school and profile recording them;
 * the outbox sends them when it can, as that profile.
 */
export function useRecorder(recorder: Recorder, trip: string) {
  const position = usePosition();
  return useCallback(
    (label: string, fields: ActionFields) =>
      enqueue({
        ...recorder,
        label,
        event: {
          ...fields,
          trip,
          client_key: crypto.randomUUID(),
          event_time: new Date().toISOString(),
          ...position(),
        },
      }).catch((error: unknown) => {
        // Only a device out of storage (or a browser mode without IndexedDB) gets here.
        console.error('A run sheet action could not be kept on the device', error);
        notifyError(ref('runSheet.keepFailed'));
      }),
    [recorder, trip, position],
  );
}
