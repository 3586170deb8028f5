import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  inspectionClearPath,
  inspectionItemPhotoPath,
  inspectionsResource,
  type Inspection,
  type InspectionDetail,
  type InspectionInput,
  type InspectionListQuery,
} from '@app/shared/inspections/inspection.schemas';
import { vehiclesResource } from '@app/shared/vehicles/vehicle.schemas';
import { api } from '../../lib/api-client';
import { toFormData } from '../../lib/form-data';
import { recordKeys, useRecord, useRecordList } from '../records/records.api';

/** What a vehicle's history asks for: one page of its inspections, newest first. */
export type InspectionsQuery = Pick<InspectionListQuery, 'vehicle' | 'page' | 'page_size' | 'ordering'>;

export function useInspections(query: InspectionsQuery, enabled = true) {
  return useRecordList<Inspection>(inspectionsResource, query, { enabled, refetchOnMount: 'always' });
}

export function useInspection(id: string) {
  return useRecord<InspectionDetail>(inspectionsResource, id);
}

/** A finding's photo to send once the inspection (and so the finding's id) exists. */
export type FindingPhoto = { checklist_item: string; file: File };

/** The inspection the server recorded, and how many of its photos could not be sent after it. */
export type SubmittedInspection = { inspection: InspectionDetail; photosFailed: number };

async function submitInspection({
  input,
  photos,
}: {
  input: InspectionInput;
  photos: FindingPhoto[];
}): Promise<SubmittedInspection> {
  const inspection = await api.post<InspectionDetail>(inspectionsResource.path, input);
  let photosFailed = 0;
  // One at a time: a phone on a weak signal sends each photo whole rather than all of them half.
  for (const { checklist_item, file } of photos) {
    const finding = inspection.items.find((item) => item.checklist_item === checklist_item);
    try {
      if (!finding) throw new Error('The inspection has no finding for this item');
      await api.put(inspectionItemPhotoPath(inspection.id, finding.id), toFormData({ photo: file }));
    } catch {
      // The inspection stands without the photo: its findings and notes are what the rules ask for.
      photosFailed += 1;
    }
  }
  return { inspection, photosFailed };
}

/** Which lists a new inspection or a cleared defect changes: the inspections', and the vehicles' service state. */
function useInvalidateInspections() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [recordKeys(inspectionsResource).all, recordKeys(vehiclesResource).all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Records an inspection, then sends its findings' photos. */
export function useSubmitInspection() {
  const invalidate = useInvalidateInspections();
  return useMutation({ mutationFn: submitInspection, onSuccess: invalidate });
}

/** A manager clears an inspection's major defect with a note: the vehicle is back in service. */
export function useClearInspection() {
  const invalidate = useInvalidateInspections();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      api.post<Inspection>(inspectionClearPath(id), { note }),
    onSuccess: invalidate,
  });
}
