import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api-client';
import { schoolApiPath } from './session';
import { useObjectUrl } from './use-object-url';

/** `thumb`: the server's 96 px square for tables and previews; `full`: the stored photo. */
export type PhotoSize = 'thumb' | 'full';

/**
 * A record's photo as a `blob:` URL, or null while there is none (no photo, loading, failed). The photo
 * call needs the caller's auth headers, which an <img src> cannot send, so it is fetched through the API
 * client. `photo` is the record's `photo` field: its URL under the school's API base, with the stored
 * file's name (?v=).
 */
export function usePhotoUrl(photo: string | null | undefined, size: PhotoSize): string | null {
  const path = useMemo(() => (photo ? schoolApiPath(photo) : null), [photo]);
  const fetched = useQuery({
    queryKey: ['photos', path, size],
    queryFn: () => api.blob(path!, { size }),
    enabled: !!path,
    // The address changes with every new photo, so the bytes behind one never do; a 404 stays a 404.
    staleTime: Infinity,
    retry: false,
  });
  return useObjectUrl(path ? fetched.data : null);
}
