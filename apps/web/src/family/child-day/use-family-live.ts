import { createParser } from 'eventsource-parser';
import { useEffect, useState } from 'react';
import {
  FAMILY_PATHS,
  familyBusPositionSchema,
  familyLiveEndSchema,
  familyStopEtaSchema,
  type FamilyBusPosition,
  type FamilyStopEta,
} from '@app/shared/family/family.schemas';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

export type FamilyLive = {
  position: FamilyBusPosition | null;
  eta: FamilyStopEta | null;
  /** The trip is no longer active (the stream said so, or the server has none for it). */
  ended: boolean;
};

/** The wait before opening a dropped stream again. */
const RETRY_MS = 5_000;

/**
 * The child's trip live (FAMILY_PATHS.live): the bus's positions and its ETA at the child's stop while
 * the trip is active. A dropped stream is opened again; a refused one (404: the trip ended, or it is
 * not the child's) is not.
 */
export function useFamilyLive(trip: string, child: string): FamilyLive {
  const [live, setLive] = useState<FamilyLive>({ position: null, eta: null, ended: false });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const parser = createParser({
      onEvent: (message) => {
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        if (message.event === 'position') {
          const position = familyBusPositionSchema.safeParse(data);
          if (position.success) setLive((last) => ({ ...last, position: position.data }));
        } else if (message.event === 'eta') {
          const eta = familyStopEtaSchema.safeParse(data);
          if (eta.success) setLive((last) => ({ ...last, eta: eta.data }));
        } else if (message.event === 'end' && familyLiveEndSchema.safeParse(data).success) {
          setLive((last) => ({ ...last, ended: true }));
          controller.abort();
        }
      },
    });
    const read = async () => {
      while (!signal.aborted) {
        try {
          const response = await api.stream(
            `${FAMILY_PATHS.live(trip)}?child=${encodeURIComponent(child)}`,
            signal,
          );
          const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            parser.feed(value);
          }
        } catch (error) {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            setLive((last) => ({ ...last, ended: true }));
            return;
          }
        }
        parser.reset();
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    };
    void read();
    return () => controller.abort();
  }, [trip, child]);
  return live;
}
