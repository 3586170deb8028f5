import { useEffect, useState } from 'react';

/**
 * A `blob:` URL for a blob (a fetched photo, a chosen file), made while the blob is shown and revoked when it
 * changes or the component unmounts, so photos are not kept in memory after they left the screen.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [current, setCurrent] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setCurrent({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  // The URL of an earlier blob is revoked already (or about to be): never hand it out.
  return blob && current?.blob === blob ? current.url : null;
}
