import { Image, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { inspectionItemPhotoPath } from '@app/shared/inspections/inspection.schemas';
import { api } from '../../lib/api-client';
import { useObjectUrl } from '../../lib/use-object-url';

// Bigger than a person's avatar: a defect is seen in its photo.
const SIZE = 96;

/**
 * A finding's photo, small: fetched with the caller's headers (an <img src> cannot send them), as
 * the people's photos are. The bytes behind one address never change: a new photo is a new finding.
 */
export function FindingPhoto({ inspection, item, alt }: { inspection: string; item: string; alt: string }) {
  const path = inspectionItemPhotoPath(inspection, item);
  const fetched = useQuery({
    queryKey: ['photos', path, 'thumb'],
    queryFn: () => api.blob(path, { size: 'thumb' }),
    staleTime: Infinity,
    retry: false,
  });
  const url = useObjectUrl(fetched.data);
  if (fetched.isError) return null;
  if (!url) return <Skeleton w={SIZE} h={SIZE} radius="md" />;
  return <Image src={url} alt={alt} w={SIZE} h={SIZE} fit="cover" radius="md" />;
}
