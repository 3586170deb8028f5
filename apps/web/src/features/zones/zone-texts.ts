import { recordTexts } from '../records/record-messages';

/** Zones' texts: the platform's pattern with the spec's own failures (part 2 §8). */
export const zoneTexts = (() => {
  const texts = recordTexts('zone');
  return {
    ...texts,
    // The list's fallback when the server gives no reason.
    loadError: 'Failed to fetch zones',
    messages: {
      ...texts.messages,
      addFailed: 'An error occurred while saving the zone',
      updateFailed: 'An error occurred while saving the zone',
      deleteFailed: 'An error occurred while deleting the zone',
    },
  };
})();

/** Bus stops' texts (spec part 2 §8: 'An error occurred while adding the bus stop'). */
export const busStopTexts = (() => {
  const texts = recordTexts('bus stop');
  return {
    ...texts,
    messages: { ...texts.messages, addFailed: 'An error occurred while adding the bus stop' },
  };
})();

/** The zone options of the bus stop form could not be had. */
export const ZONES_LOAD_FAILED = 'Failed to load zones';
/** The zone's bus-stops modal could not list them. */
export const ZONE_STOPS_LOAD_FAILED = 'Failed to load bus stops for this zone';
export const NO_STOPS_IN_ZONE = 'No bus stops found in this zone';

/** The Status column keeps its badge whole beside four row buttons (800 px screens). */
export const STATUS_WIDTH = 100;
