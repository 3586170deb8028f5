import { ref } from '@app/shared/i18n/message-ref';
import type { RecordFormTexts } from '../records/record-messages';

/** Bus stops' form titles and toasts (spec part 2 §8: 'An error occurred while adding the bus stop'). */
export const BUS_STOP_TEXTS: RecordFormTexts = {
  titles: { add: ref('busStops.addBusStop'), edit: ref('busStops.editBusStop') },
  messages: {
    added: ref('busStops.added'),
    updated: ref('busStops.updated'),
    deleted: ref('busStops.deleted'),
    addFailed: ref('busStops.addFailed'),
    updateFailed: ref('busStops.updateFailed'),
    deleteFailed: ref('busStops.deleteFailed'),
  },
};

/** The Status column keeps its badge whole beside four row buttons (800 px screens). */
export const STATUS_WIDTH = 100;
