import { api } from './api-client';

/**
 * Saves a file the server gives only with the caller's headers (an import template, a report), as a
 * download named as the server names it, or `fileName` when its answer gives no name.
 */
export async function saveFile(
  path: string,
  fileName: string,
  query?: Record<string, string>,
): Promise<void> {
  const file = await api.file(path, query);
  const url = URL.createObjectURL(file.blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: file.fileName ?? fileName });
  link.click();
  URL.revokeObjectURL(url);
}
