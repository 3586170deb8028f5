import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import {
  FIELD_TRIP_CALENDAR_PATH,
  fieldTripAssignmentsPath,
  fieldTripCancelPath,
  fieldTripCompletePath,
  fieldTripDecisionPath,
  fieldTripSheetPath,
  fieldTripsResource,
  type FieldTripAssignmentsInput,
  type FieldTripCalendar,
  type FieldTripCancelInput,
  type FieldTripCompleteInput,
  type FieldTripDecisionInput,
  type FieldTripDetail,
  type FieldTripInput,
} from '@app/shared/field-trips/field-trip.schemas';
import { api } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';
import { recordKeys } from '../records/records.api';

// The list, the calendar and each trip share the resource's keys: any write fetches them all again.
const keys = recordKeys(fieldTripsResource);

/** One month of field trips (YYYY-MM), for the calendar; the shown month stays while the next loads. */
export function useFieldTripCalendar(month: string) {
  return useQuery({
    queryKey: [...keys.all, 'calendar', month],
    queryFn: () => api.get<FieldTripCalendar>(FIELD_TRIP_CALENDAR_PATH, { month }),
    placeholderData: keepPreviousData,
  });
}

/** A business call on one field trip; the answer is the trip as it is now. */
function useFieldTripCall<I>(call: (input: I) => Promise<FieldTripDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Request a field trip (no id) or change the request (id). */
export function useSaveFieldTrip() {
  return useFieldTripCall(({ id, input }: { id: string | undefined; input: FieldTripInput }) =>
    id
      ? api.put<FieldTripDetail>(fieldTripsResource.itemPath(id), input)
      : api.post<FieldTripDetail>(fieldTripsResource.path, input),
  );
}

export function useDecideFieldTrip(id: string) {
  return useFieldTripCall((input: FieldTripDecisionInput) =>
    api.post<FieldTripDetail>(fieldTripDecisionPath(id), input),
  );
}

export function useAssignFieldTrip(id: string) {
  return useFieldTripCall((input: FieldTripAssignmentsInput) =>
    api.put<FieldTripDetail>(fieldTripAssignmentsPath(id), input),
  );
}

export function useCompleteFieldTrip(id: string) {
  return useFieldTripCall((input: FieldTripCompleteInput) =>
    api.post<FieldTripDetail>(fieldTripCompletePath(id), input),
  );
}

export function useCancelFieldTrip(id: string) {
  return useFieldTripCall((input: FieldTripCancelInput) =>
    api.post<FieldTripDetail>(fieldTripCancelPath(id), input),
  );
}

/** The trip sheet (a PDF), saved under the name the server gives it. */
export function downloadTripSheet(id: string): Promise<void> {
  return saveFile(fieldTripSheetPath(id), 'field-trip-sheet.pdf');
}
