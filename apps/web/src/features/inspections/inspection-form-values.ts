import { z } from 'zod';
import { ref } from '@app/shared/i18n/message-ref';
import { ITEM_OUTCOMES, type ItemOutcome } from '@app/shared/inspections/inspection-codes';
import {
  INSPECTION_MESSAGES,
  MAX_INSPECTION_PHOTO_BYTES,
  type InspectionInput,
} from '@app/shared/inspections/inspection.schemas';
import type { FindingPhoto } from './inspections.api';

/** A checklist item as the run sheet carries it (`checklists[vehicle_type]`). */
export type ChecklistEntry = { id: string; title: string; position: number };

/** One item's answer in the form: nothing chosen yet, so each item is looked at, not passed by default. */
type FindingValues = {
  checklist_item: string;
  title: string;
  outcome: ItemOutcome | '';
  note: string;
  photo: File | null;
};
export type InspectionValues = { findings: FindingValues[]; notes: string };

// The server takes JPEG and PNG; the camera's picker offers any image, so the type is checked here.
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

const findingSchema = z
  .object({
    outcome: z.enum(ITEM_OUTCOMES, { message: ref('inspectionScreens.chooseOutcome') }),
    note: z.string().max(500, INSPECTION_MESSAGES.noteMax),
    photo: z
      .instanceof(File)
      .nullable()
      .refine((file) => !file || PHOTO_TYPES.includes(file.type), INSPECTION_MESSAGES.photoType)
      .refine((file) => !file || file.size <= MAX_INSPECTION_PHOTO_BYTES, INSPECTION_MESSAGES.photoSize),
  })
  .superRefine((finding, context) => {
    // The server's rule and words: a defect says what is wrong.
    if (finding.outcome !== 'ok' && finding.note.trim() === '')
      context.addIssue({ code: 'custom', path: ['note'], message: INSPECTION_MESSAGES.defectNoteRequired });
  });

/** The form's checks: every item answered, a note for each defect, photos the server takes. */
export const inspectionValuesSchema = z.object({
  findings: z.array(findingSchema),
  notes: z.string().max(1000, INSPECTION_MESSAGES.notesMax),
});

export const initialValues = (checklist: ChecklistEntry[]): InspectionValues => ({
  findings: [...checklist]
    .sort((a, b) => a.position - b.position)
    .map((item) => ({ checklist_item: item.id, title: item.title, outcome: '', note: '', photo: null })),
  notes: '',
});

/** What is sent: the inspection (an OK item's note only if one was written), then each chosen photo. */
export function toSubmission(
  values: InspectionValues,
  context: Pick<InspectionInput, 'vehicle' | 'trip' | 'kind'> & {
    position: { latitude: number; longitude: number } | undefined;
  },
): { input: InspectionInput; photos: FindingPhoto[] } {
  const { position, ...about } = context;
  return {
    input: {
      ...about,
      items: values.findings.map(({ checklist_item, outcome, note }) => ({
        checklist_item,
        outcome: outcome as ItemOutcome,
        note: note.trim(),
      })),
      notes: values.notes.trim(),
      ...(position ?? {}),
    },
    photos: values.findings.flatMap(({ checklist_item, photo }) =>
      photo ? [{ checklist_item, file: photo }] : [],
    ),
  };
}
