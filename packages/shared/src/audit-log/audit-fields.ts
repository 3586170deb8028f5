// An entry keeps the record's read shape as it was (ADR 008): codes beside their labels, ids beside
// the names of what they refer to. These rules say which of its fields a reader is shown and by which
// key of the catalogue's `audit.field` each is named; the console and the catalogue's test share them.

/** The fields a field's words are read from: 'gender' shows 'gender_label', 'student' 'student_name'. */
export const AUDIT_COMPANIONS = ['_label', '_title', '_name'];

/** Whether the entry reads this field through another: a code by its label, an id by its name. */
function hasCompanion(field: string, fields: readonly string[]): boolean {
  // A journey's schedule as bare weekday numbers is also kept with its day names (bus_schedule).
  if (field === 'schedule' && fields.includes('bus_schedule')) return true;
  // A document's file is said once, by its name's change (added, replaced, removed), not by its type and size.
  if ((field === 'file_type' || field === 'file_size') && fields.includes('file_name')) return true;
  return AUDIT_COMPANIONS.some((suffix) => fields.includes(`${field}${suffix}`));
}

/**
 * The key a field is named by: a label, title or name read in place of a code or an id is called
 * after it ('gender_label' is 'gender', 'student_name' is 'student'), while a name of its own stays
 * ('first_name').
 */
function nameKey(field: string, fields: readonly string[]): string {
  const suffix = AUDIT_COMPANIONS.find((end) => field.endsWith(end));
  const base = suffix ? field.slice(0, -suffix.length) : field;
  return suffix && (suffix !== '_name' || fields.includes(base)) ? base : field;
}

/** The fields of an entry a reader is shown, each with the key its name is looked up by. */
export const shownAuditFields = (fields: readonly string[]): { field: string; key: string }[] =>
  fields
    .filter((field) => !hasCompanion(field, fields))
    .map((field) => ({ field, key: nameKey(field, fields) }));
