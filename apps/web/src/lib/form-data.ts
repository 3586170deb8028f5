/**
 * A record's fields as a multipart form (a record with a photo): files as files, null and undefined left
 * out (the server reads a missing optional field as empty), everything else as its text.
 */
export function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') throw new TypeError(`${key}: a form field holds text or a file`);
    else form.append(key, String(value));
  }
  return form;
}
