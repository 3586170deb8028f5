import { api } from './api-client';

/** Saves a file the server gives only with the caller's headers (an import template), as a download. */
export async function saveFile(
  path: string,
  fileName: string,
  query?: Record<string, string>,
): Promise<void> {
  const blob = await api.blob(path, query);
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}
