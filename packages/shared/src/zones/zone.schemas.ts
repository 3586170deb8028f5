import { z } from 'zod';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';

/** Areas of the school's network, each grouping its bus stops (spec part 2, Zones). */
export const zonesResource = defineResource({
  name: 'zones',
  path: '/transport/zones/',
  orderingFields: ['title'],
});

export const ZONE_MESSAGES = {
  titleRequired: ref('zones.titleRequired'),
  titleMax: ref('zones.titleTooLong'),
  descriptionMax: ref('zones.descriptionTooLong'),
  status: ref('zones.statusInvalid'),
  duplicate: ref('zones.titleTaken'),
  invalid: ref('zones.invalidZone'),
} as const;
const m = ZONE_MESSAGES;

/** A description of a zone or a bus stop: optional, one line ("Opposite the chemist"). */
export const descriptionSchema = text().max(500, m.descriptionMax).optional().default('');
/** The record's active flag of the spec's forms; active unless said otherwise. */
export const activeFlagSchema = z.boolean({ message: m.status }).optional().default(true);

export const zoneInputSchema = z.object({
  title: text({ error: m.titleRequired }).min(1, m.titleRequired).max(100, m.titleMax),
  description: descriptionSchema,
  is_active: activeFlagSchema,
});
export const zoneSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  /** How many bus stops the zone has (a zone with stops cannot be deleted). */
  bus_stop_count: z.number(),
});
export const zoneListQuerySchema = resourceListQuerySchema(zonesResource);
export type ZoneInput = z.input<typeof zoneInputSchema>;
export type Zone = z.infer<typeof zoneSchema>;
