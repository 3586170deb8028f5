import { describe, expect, it } from 'vitest';
import { AUDIT_HIDDEN_VALUE } from '@app/shared/audit-log/audit-log.schemas';
import { english } from '@app/shared/i18n/english';
import { resourceDeclarations } from '../../src/records/resources';
import { appWithSchool } from '../factories';
import { createSample, sampleInput } from './samples';

/**
 * The audit trail (ADR 008), for every record type whose declaration switches it on, with no row to
 * add: create, update and delete each write exactly one entry, in the caller's name, with the fields
 * of the read shape field by field (new on create, old and new of the changed ones on update, old on
 * delete); a refused write writes none. Types without it write nothing to the log.
 */
const { t, school } = await appWithSchool();

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const LOG = '/school/audit-log/';

type Entry = {
  user_id: string;
  profile_id: string;
  actor_name: string;
  record_type: string;
  record_id: string | null;
  record_label: string;
  action: string;
  changes: Record<string, { old?: unknown; new?: unknown }>;
  count: number | null;
};

async function allEntriesOf(recordType: string, id: string): Promise<Entry[]> {
  const response = await t.request('GET', `${LOG}?record_type=${recordType}&record_id=${id}`, school.auth);
  expect(response.status).toBe(200);
  // Newest first; oldest first reads better here.
  return [...response.body.results].reverse();
}

const logSize = async () => (await t.request('GET', `${LOG}?page_size=1`, school.auth)).body.count as number;

/**
 * A read value as an entry holds it: nested values as their JSON text (checked by type only); a hidden
 * field's value (a child's home location) as the marker, worded for the reader, and null as null.
 */
function expectValue(actual: unknown, read: unknown, field: string, hidden: readonly string[]) {
  if (hidden.includes(field) && read !== null) expect(actual, field).toBe(english(AUDIT_HIDDEN_VALUE));
  else if (read !== null && typeof read === 'object') expect(typeof actual, field).toBe('string');
  else expect(actual, field).toEqual(read);
}

/** Read fields with a value: what a create or delete entry records (but the fields it leaves out). */
const withValues = (body: Record<string, unknown>, idField: string, omitted: readonly string[]) =>
  Object.keys(body).filter(
    (field) => field !== idField && !omitted.includes(field) && body[field] !== null && body[field] !== '',
  );

const audited = resourceDeclarations.filter((declaration) => declaration.service.auditRecordType);
const notAudited = resourceDeclarations.filter((declaration) => !declaration.service.auditRecordType);

it("switches the audit trail on for employees, students, guardians, their links, students' routes and restrictions, documents and their types, inspection checklists, field trips' approval steps", () => {
  expect(audited.map((declaration) => declaration.service.auditRecordType).sort()).toEqual([
    'document',
    'document-type',
    'employee',
    'field-trip-step',
    'guardian',
    'inspection-checklist-item',
    'student',
    'student-guardian',
    'student-journey',
    'student-restriction',
  ]);
});

describe.each(audited.map((declaration) => ({ name: declaration.resource.name, declaration })))(
  'audit trail of $name',
  ({ declaration }) => {
    const { resource } = declaration;
    const recordType = declaration.service.auditRecordType!;
    const omitted = declaration.service.auditOmitted ?? [];
    const hidden = declaration.service.auditHidden ?? [];
    // Entries of the omitted fields alone are the type's own (a student's enrolment): not counted here.
    const entriesOf = async (type: string, id: string) =>
      (await allEntriesOf(type, id)).filter(
        (entry) => !Object.keys(entry.changes).every((field) => omitted.includes(field)),
      );

    it('writes one entry per create, update and delete, field by field', async () => {
      const created = await createSample(t, declaration, school);
      const [creation, ...none] = await entriesOf(recordType, created.id);
      expect(none).toEqual([]);
      expect(creation).toMatchObject({
        user_id: school.userId,
        profile_id: school.profileId,
        actor_name: 'Test User',
        record_type: recordType,
        record_id: created.id,
        action: 'create',
        count: null,
      });
      expect(creation!.record_label).not.toBe('');
      const createdFields = withValues(created.body, resource.idField, omitted);
      expect(Object.keys(creation!.changes).sort()).toEqual(createdFields.sort());
      for (const field of createdFields) {
        expect(Object.keys(creation!.changes[field]!), field).toEqual(['new']);
        expectValue(creation!.changes[field]!.new, created.body[field], field, hidden);
      }

      const replacement = await sampleInput(t, declaration, { referencesIn: school });
      const replaced = await t.request('PUT', resource.itemPath(created.id), {
        ...school.auth,
        body: replacement,
      });
      expect(replaced.status).toBe(200);
      const [, update, ...noMore] = await entriesOf(recordType, created.id);
      expect(noMore).toEqual([]);
      expect(update).toMatchObject({ action: 'update', record_id: created.id, user_id: school.userId });
      const changedFields = Object.keys(replaced.body).filter(
        (field) =>
          !omitted.includes(field) &&
          JSON.stringify(replaced.body[field]) !== JSON.stringify(created.body[field]),
      );
      expect(changedFields.length).toBeGreaterThan(0);
      expect(Object.keys(update!.changes).sort()).toEqual(changedFields.sort());
      for (const field of changedFields) {
        expectValue(update!.changes[field]!.old, created.body[field], field, hidden);
        expectValue(update!.changes[field]!.new, replaced.body[field], field, hidden);
      }

      expect((await t.request('DELETE', resource.itemPath(created.id), school.auth)).status).toBe(204);
      const entries = await entriesOf(recordType, created.id);
      expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
      const removal = entries[2]!;
      const deletedFields = withValues(replaced.body, resource.idField, omitted);
      expect(Object.keys(removal.changes).sort()).toEqual(deletedFields.sort());
      for (const field of deletedFields) {
        expect(Object.keys(removal.changes[field]!), field).toEqual(['old']);
        expectValue(removal.changes[field]!.old, replaced.body[field], field, hidden);
      }
    });

    it('writes nothing for a write that changes nothing or is refused', async () => {
      const input = await sampleInput(t, declaration, { referencesIn: school });
      const created = await createSample(t, declaration, school, input);
      // The same values again: nothing changed, nothing to record.
      const same = await t.request('PUT', resource.itemPath(created.id), { ...school.auth, body: input });
      expect(same.status).toBe(200);
      expect(await entriesOf(recordType, created.id)).toHaveLength(1);
      // Samples may create the records they refer to; measured after, the refused writes add nothing.
      const body = await sampleInput(t, declaration, { referencesIn: school });
      const before = await logSize();
      for (const [method, options] of [
        ['PUT', { ...school.auth, body }],
        ['DELETE', school.auth],
      ] as const) {
        expect((await t.request(method, resource.itemPath(MISSING_ID), options)).status).toBe(404);
      }
      expect(await logSize()).toBe(before);
    });
  },
);

describe.each(notAudited.map((declaration) => ({ name: declaration.resource.name, declaration })))(
  'no audit trail for $name',
  ({ declaration }) => {
    it('writes nothing to the log', async () => {
      const input = await sampleInput(t, declaration, { referencesIn: school });
      const before = await logSize();
      await createSample(t, declaration, school, input);
      expect(await logSize()).toBe(before);
    });
  },
);
