import type { IntlShape } from 'react-intl';
import { recordTexts } from '../records/record-messages';

/** Zones' texts: the platform's pattern with the spec's own failures (part 2 §8). */
export function zoneTexts(intl: IntlShape) {
  const texts = recordTexts('zone');
  const saveFailed = intl.formatMessage({ id: 'zones.saveFailed' });
  return {
    ...texts,
    addLabel: intl.formatMessage({ id: 'zones.addZone' }),
    searchPlaceholder: intl.formatMessage({ id: 'zones.searchPlaceholder' }),
    // The list's fallback when the server gives no reason.
    loadError: intl.formatMessage({ id: 'zones.loadFailed' }),
    titles: {
      add: intl.formatMessage({ id: 'zones.addZone' }),
      edit: intl.formatMessage({ id: 'zones.editZone' }),
    },
    messages: {
      added: intl.formatMessage({ id: 'zones.added' }),
      updated: intl.formatMessage({ id: 'zones.updated' }),
      deleted: intl.formatMessage({ id: 'zones.deleted' }),
      addFailed: saveFailed,
      updateFailed: saveFailed,
      deleteFailed: intl.formatMessage({ id: 'zones.deleteFailed' }),
    },
  };
}

/** Bus stops' texts (spec part 2 §8: 'An error occurred while adding the bus stop'). */
export function busStopTexts(intl: IntlShape) {
  const texts = recordTexts('bus stop');
  return {
    ...texts,
    titles: {
      add: intl.formatMessage({ id: 'busStops.addBusStop' }),
      edit: intl.formatMessage({ id: 'busStops.editBusStop' }),
    },
    messages: {
      added: intl.formatMessage({ id: 'busStops.added' }),
      updated: intl.formatMessage({ id: 'busStops.updated' }),
      deleted: intl.formatMessage({ id: 'busStops.deleted' }),
      addFailed: intl.formatMessage({ id: 'busStops.addFailed' }),
      updateFailed: intl.formatMessage({ id: 'busStops.updateFailed' }),
      deleteFailed: intl.formatMessage({ id: 'busStops.deleteFailed' }),
    },
  };
}

/** The Status column keeps its badge whole beside four row buttons (800 px screens). */
export const STATUS_WIDTH = 100;
