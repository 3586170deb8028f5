import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { shownAuditFields } from '@app/shared/audit-log/audit-fields';
import { catalogues } from '@app/shared/i18n/catalogue';
import type { z } from 'zod';
import { resourceDeclarations } from './resources';

// Every field an audit entry can hold has its name in both languages (`audit.field`): a field the
// catalogue lacks is shown by its key's English words, to a Kiswahili reader too.

/** The fields of the entries written by hand (recordAudit), by what writes them. */
const WRITTEN_BY_HAND: Record<string, string[]> = {
  'field trip requested or changed': [
    'title',
    'destination',
    'trip_date',
    'departs_at',
    'returns_at',
    'passengers',
    'vehicles_needed',
    'notes',
    'status',
  ],
  'field trip decided': ['approval_step', 'decision', 'decision_note', 'status'],
  'field trip assigned': ['assignments', 'status'],
  'field trip cancelled': ['status', 'cancel_reason', 'assignments_freed'],
  'field trip completed': [
    'status',
    'actual_distance_km',
    'actual_minutes',
    'cost_per_km',
    'cost_per_hour',
    'cost',
  ],
  'inspection made': [
    'vehicle_label',
    'trip_label',
    'trip_date',
    'kind',
    'result',
    'minor_count',
    'major_count',
    'notes',
    'vehicle_out_of_service',
  ],
  'inspection cleared': ['cleared_at', 'clear_note', 'vehicle_out_of_service'],
  'expired document overridden': ['document_override_reason', 'expired_documents'],
  "student's enrolment changed": ['enrolment'],
  'child viewed by a guardian': ['trips', 'history', 'live'],
  'students imported': ['academic_period', 'stream'],
};

/** The keys a catalogue's `audit.field` names (its select's options but `other`). */
function namedKeys(message: string): Set<string> {
  const [select] = parse(message) as MessageFormatElement[];
  if (select?.type !== TYPE.select) throw new Error('audit.field is not a select');
  return new Set(Object.keys(select.options).filter((key) => key !== 'other'));
}

/** Each audited record type's fields: what its read shows, but what its entries leave out. */
const recordFields = resourceDeclarations
  .filter((declaration) => declaration.service.auditRecordType !== undefined)
  .map((declaration) => {
    const omitted = new Set(['id', ...(declaration.service.auditOmitted ?? [])]);
    const read = Object.keys((declaration.schemas.read as z.ZodObject).shape).filter(
      (field) => !omitted.has(field),
    );
    return [declaration.service.auditRecordType!, read] as const;
  });

describe('the names of audited fields', () => {
  const entries = [...recordFields, ...Object.entries(WRITTEN_BY_HAND)];

  it.each(['en', 'sw'] as const)('are all in the catalogue of %s', async (language) => {
    const named = namedKeys((await catalogues[language]()).audit.field);
    const missing = entries.flatMap(([entry, fields]) =>
      shownAuditFields(fields)
        .filter(({ key }) => !named.has(key))
        .map(({ key }) => `${entry}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('covers every audited record type', () => {
    expect(recordFields.map(([type]) => type)).toEqual(
      expect.arrayContaining(['student', 'document', 'field-trip-step', 'inspection-checklist-item']),
    );
  });
});
