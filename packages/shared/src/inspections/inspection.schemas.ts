import { z } from 'zod';
import { optionalReference, reference } from '../common/ids';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { requiredNote, text } from '../common/text';
import { ref } from '../i18n/message-ref';
import { INSPECTION_KINDS, INSPECTION_RESULTS, ITEM_OUTCOMES, VEHICLE_TYPES } from './inspection-codes';

/**
 * Vehicle inspections (issue 25 §1): a checklist per vehicle type, kept in School Setup; an
 * inspection answers every active item of its vehicle's type once, OK or a defect (minor or major,
 * with a note and an optional photo). A major defect takes the vehicle out of service until a
 * manager (School Administrator or Transport Manager) clears it with a note. Inspections are never
 * changed or deleted: they are the school's proof.
 */
export const checklistItemsResource = defineResource({
  name: 'inspection-checklist-items',
  path: '/transport/inspection-checklist-items/',
  orderingFields: ['position', 'title', 'vehicle_type'],
});

export const inspectionsResource = defineResource({
  name: 'inspections',
  path: '/transport/inspections/',
  orderingFields: ['performed_at', 'result'],
});

/** `POST` {note}: a manager clears a major defect; the vehicle is back in service. */
export const inspectionClearPath = (id: string) => `${inspectionsResource.itemPath(id)}clear/`;
/** `PUT` (JPEG or PNG, checked by content) / `GET` / `DELETE`: the photo of one finding. */
export const inspectionItemPhotoPath = (id: string, itemId: string) =>
  `${inspectionsResource.itemPath(id)}items/${itemId}/photo/`;
export const MAX_INSPECTION_PHOTO_BYTES = 10 * 1024 * 1024;

export const INSPECTION_MESSAGES = {
  vehicleTypeInvalid: ref('inspections.vehicleTypeInvalid'),
  titleRequired: ref('inspections.titleRequired'),
  titleMax: ref('inspections.titleTooLong'),
  titleTaken: ref('inspections.titleTaken'),
  positionInvalid: ref('inspections.positionInvalid'),
  statusInvalid: ref('inspections.statusInvalid'),
  itemNotFound: ref('inspections.checklistItemNotFound'),
  vehicleRequired: ref('inspections.vehicleRequired'),
  invalidVehicle: ref('inspections.invalidVehicle'),
  invalidTrip: ref('inspections.invalidTrip'),
  /** A driver or attendant inspects for a trip of theirs: the trip is required of them. */
  tripRequired: ref('inspections.tripRequired'),
  tripOtherVehicle: ref('inspections.tripOtherVehicle'),
  notYourTrip: ref('inspections.notYourTrip'),
  kindInvalid: ref('inspections.kindInvalid'),
  outcomeInvalid: ref('inspections.outcomeInvalid'),
  defectNoteRequired: ref('inspections.defectNoteRequired'),
  noteMax: ref('inspections.noteTooLong'),
  notesMax: ref('inspections.notesTooLong'),
  latitudeInvalid: ref('inspections.latitudeInvalid'),
  longitudeInvalid: ref('inspections.longitudeInvalid'),
  itemsIncomplete: ref('inspections.itemsIncomplete'),
  itemTwice: ref('inspections.itemTwice'),
  itemNotOfType: ref('inspections.itemNotOfType'),
  notFound: ref('inspections.notFound'),
  clearNoteRequired: ref('inspections.clearNoteRequired'),
  clearNotMajor: ref('inspections.clearNotMajor'),
  alreadyCleared: ref('inspections.alreadyCleared'),
  clearManagersOnly: ref('inspections.clearManagersOnly'),
  photoRequired: ref('inspections.photoRequired'),
  photoType: ref('inspections.photoType'),
  photoSize: ref('inspections.photoSize'),
  noPhoto: ref('inspections.noPhoto'),
  /** Refusals of a trip's start (400, non_field_errors): values {vehicle, date}. */
  outOfService: ref('inspections.outOfService'),
  inspectFirst: ref('inspections.inspectFirst'),
} as const;
const m = INSPECTION_MESSAGES;

export const checklistItemInputSchema = z.object({
  vehicle_type: z.enum(VEHICLE_TYPES, { message: m.vehicleTypeInvalid }),
  title: text({ error: m.titleRequired }).min(1, m.titleRequired).max(150, m.titleMax),
  /** Where it comes in the list (1 first); absent: after the type's last item. */
  position: z
    .number({ message: m.positionInvalid })
    .int(m.positionInvalid)
    .min(1, m.positionInvalid)
    .max(999, m.positionInvalid)
    .optional(),
  is_active: z.boolean({ message: m.statusInvalid }).optional().default(true),
});
export const checklistItemSchema = z.object({
  id: z.string(),
  vehicle_type: z.enum(VEHICLE_TYPES),
  title: z.string(),
  position: z.number(),
  is_active: z.boolean(),
});
export const checklistItemListQuerySchema = resourceListQuerySchema(checklistItemsResource, {
  vehicle_type: z.enum(VEHICLE_TYPES, { message: m.vehicleTypeInvalid }).optional(),
  is_active: z.enum(['true', 'false'], { message: m.statusInvalid }).optional(),
});

const coordinate = (min: number, max: number, message: string) =>
  z.number({ message }).min(min, message).max(max, message).nullish();

export const inspectionItemInputSchema = z
  .object({
    checklist_item: reference(m.itemNotFound, m.itemNotFound),
    outcome: z.enum(ITEM_OUTCOMES, { message: m.outcomeInvalid }),
    note: text({ multiline: true }).max(500, m.noteMax).optional().default(''),
  })
  .superRefine((item, context) => {
    if (item.outcome !== 'ok' && item.note.trim() === '')
      context.addIssue({ code: 'custom', path: ['note'], message: m.defectNoteRequired });
  });

/**
 * `POST /transport/inspections/`: the caller's inspection of a vehicle, for a trip or on its own. A
 * driver or attendant may inspect only the vehicle of a trip of theirs (trip required); the office
 * any vehicle of the school. Every active item of the vehicle's type, each once (400 otherwise).
 */
export const inspectionInputSchema = z.object({
  vehicle: reference(m.vehicleRequired, m.invalidVehicle),
  trip: optionalReference(m.invalidTrip),
  kind: z.enum(INSPECTION_KINDS, { message: m.kindInvalid }),
  items: z.array(inspectionItemInputSchema, { message: m.itemsIncomplete }).max(200, m.itemsIncomplete),
  notes: text({ multiline: true }).max(1000, m.notesMax).optional().default(''),
  latitude: coordinate(-90, 90, m.latitudeInvalid),
  longitude: coordinate(-180, 180, m.longitudeInvalid),
});

export const inspectionItemSchema = z.object({
  id: z.string(),
  checklist_item: z.string().nullable(),
  /** The item's title as it was when inspected. */
  title: z.string(),
  position: z.number(),
  outcome: z.enum(ITEM_OUTCOMES),
  note: z.string(),
  has_photo: z.boolean(),
});

export const inspectionSchema = z.object({
  id: z.string(),
  vehicle: z.string(),
  /** The vehicle's registration number. */
  vehicle_label: z.string(),
  trip: z.string().nullable(),
  kind: z.enum(INSPECTION_KINDS),
  result: z.enum(INSPECTION_RESULTS),
  performed_at: z.string(),
  /** Who recorded it: the employee's name when the account stands for one, else the account's name. */
  performed_by_name: z.string(),
  minor_count: z.number(),
  major_count: z.number(),
  notes: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  cleared_at: z.string().nullable(),
  cleared_by_name: z.string().nullable(),
  clear_note: z.string().nullable(),
});
/** One inspection with its findings, in the checklist's order. */
export const inspectionDetailSchema = inspectionSchema.extend({ items: z.array(inspectionItemSchema) });

export const inspectionListQuerySchema = resourceListQuerySchema(inspectionsResource, {
  vehicle: text().optional(),
  trip: text().optional(),
  kind: z.enum(INSPECTION_KINDS, { message: m.kindInvalid }).optional(),
  result: z.enum(INSPECTION_RESULTS, { message: m.outcomeInvalid }).optional(),
  /** Only the major defects not yet cleared (the vehicles out of service). */
  open: z.enum(['true', 'false'], { message: m.statusInvalid }).optional(),
});

export const inspectionClearSchema = z.object({
  note: requiredNote(1000, { required: m.clearNoteRequired, tooLong: m.notesMax }),
});

export type ChecklistItemInput = z.input<typeof checklistItemInputSchema>;
export type ChecklistItem = z.infer<typeof checklistItemSchema>;
export type InspectionInput = z.input<typeof inspectionInputSchema>;
export type Inspection = z.infer<typeof inspectionSchema>;
export type InspectionDetail = z.infer<typeof inspectionDetailSchema>;
export type InspectionListQuery = z.infer<typeof inspectionListQuerySchema>;
