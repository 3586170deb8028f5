import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '@app/shared/accounts/permissions';
import { ROLES } from '@app/shared/accounts/roles';
import { resourceDeclarations } from '../../src/records/resources';
import { startTestApp, type TestApp } from '../build-test-app';
import { signedInAs, type SignedIn } from '../factories';
import { createSample, sampleInput } from './samples';

/**
 * Who may call each registered record type: every role of the school against the permission
 * matrix (packages/shared/src/accounts/permissions.ts) for reads and writes. With no row to add.
 */
let t: TestApp;
let admin: SignedIn;
const members = new Map<number, SignedIn>();
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAs(t, { role: 100 });
  for (const role of ROLES) {
    members.set(role.id, await signedInAs(t, { role: role.id, tenantId: admin.tenantId }));
  }
});
afterAll(() => t.close());

describe.each(resourceDeclarations.map((declaration) => ({ name: declaration.resource.name, declaration })))(
  'permissions: $name',
  ({ declaration }) => {
    const { resource, area } = declaration;

    it.each(ROLES.map((role) => ({ ...role })))('$name ($id)', async (role) => {
      const member = members.get(role.id)!;
      const record = await createSample(t, declaration, admin);
      const body = await sampleInput(t, declaration, { referencesIn: admin });
      const reads = can(role.id, area, 'read') ? 200 : 403;
      const writes = can(role.id, area, 'write');
      expect((await t.request('GET', resource.path, member.auth)).status).toBe(reads);
      expect((await t.request('GET', resource.itemPath(record.id), member.auth)).status).toBe(reads);

      const created = await t.request('POST', resource.path, { ...member.auth, body });
      expect(created.status).toBe(writes ? 201 : 403);
      const replaced = await t.request('PUT', resource.itemPath(record.id), {
        ...member.auth,
        body: await sampleInput(t, declaration, { referencesIn: admin }),
      });
      expect(replaced.status).toBe(writes ? 200 : 403);
      const deleted = await t.request('DELETE', resource.itemPath(record.id), member.auth);
      expect(deleted.status).toBe(writes ? 204 : 403);
      if (!writes) {
        // Refused writes changed nothing.
        // (As read: a create may show more, as a device's secret.)
        expect((await t.request('GET', resource.itemPath(record.id), admin.auth)).body).toEqual(
          declaration.schemas.read.parse(record.body),
        );
      }
    });
  },
);
