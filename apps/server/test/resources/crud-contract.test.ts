import { describe, expect, it } from 'vitest';
import { resourceDeclarations } from '../../src/records/resources';
import { appWithSchool } from '../factories';
import { createSample, idsOf, sampleInput } from './samples';

/**
 * The standard calls (DESIGN §4), for every record type registered through the route factory
 * (src/records/resources.ts), with no row to add: create, read, replace, delete, 404 for a bad or
 * missing id, 400 for a wrong type, pages, search and ordering. Each type's own rules and messages
 * are tested in its feature folder.
 */
const { t, school } = await appWithSchool();

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(resourceDeclarations.map((declaration) => ({ name: declaration.resource.name, declaration })))(
  'record type $name',
  ({ declaration }) => {
    const { resource, schemas } = declaration;
    const sample = () => sampleInput(t, declaration, { referencesIn: school });

    it('creates (201, the read shape), reads, replaces and deletes a record', async () => {
      const input = await sample();
      const created = await t.request('POST', resource.path, { ...school.auth, body: input });
      expect(created.status).toBe(201);
      expect(schemas.read.safeParse(created.body).success).toBe(true);
      const id = String(created.body[resource.idField]);
      // Read as created, but for what only a create shows (a device's secret, once).
      const asRead = schemas.read.parse(created.body) as Record<string, unknown>;
      const read = await t.request('GET', resource.itemPath(id), school.auth);
      expect(read).toMatchObject({ status: 200, body: asRead });
      expect(Object.keys(read.body).sort()).toEqual(Object.keys(asRead).sort());

      const replacement = await sample();
      const replaced = await t.request('PUT', resource.itemPath(id), { ...school.auth, body: replacement });
      expect(replaced).toMatchObject({ status: 200, body: { [resource.idField]: id } });
      expect(replaced.body).not.toEqual(created.body);
      expect((await t.request('GET', resource.itemPath(id), school.auth)).body).toEqual(replaced.body);

      expect((await t.request('DELETE', resource.itemPath(id), school.auth)).status).toBe(204);
      expect((await t.request('GET', resource.itemPath(id), school.auth)).status).toBe(404);
      expect((await t.request('DELETE', resource.itemPath(id), school.auth)).status).toBe(404);
    });

    it.each([MISSING_ID, 'not-an-id', '12345', 'DROP TABLE'])(
      'answers 404 with a detail for the id %s',
      async (id) => {
        const body = await sample();
        for (const [method, options] of [
          ['GET', school.auth],
          ['PUT', { ...school.auth, body }],
          ['DELETE', school.auth],
        ] as const) {
          const response = await t.request(method, resource.itemPath(id), options);
          expect(response).toMatchObject({ status: 404, body: { detail: expect.any(String) } });
        }
      },
    );

    it('answers 400 naming the field for a value of the wrong type, and writes nothing', async () => {
      const before = (await t.request('GET', `${resource.path}?page_size=1`, school.auth)).body.count;
      const input = await sample();
      for (const field of Object.keys(input)) {
        const response = await t.request('POST', resource.path, {
          ...school.auth,
          body: { ...input, [field]: { wrong: 'type' } },
        });
        expect(response.status, field).toBe(400);
        expect(Object.keys(response.body), field).toContain(field);
      }
      expect((await t.request('GET', `${resource.path}?page_size=1`, school.auth)).body.count).toBe(before);
    });

    it('pages with count, next and previous, and finds a record by each search field', async () => {
      const records = [];
      for (let i = 0; i < 3; i++) records.push(await createSample(t, declaration, school));
      const first = await t.request('GET', `${resource.path}?page_size=2`, school.auth);
      expect(first.status).toBe(200);
      expect(first.body.results).toHaveLength(2);
      expect(first.body.count).toBeGreaterThanOrEqual(3);
      expect(first.body.previous).toBeNull();
      const second = await t.request('GET', `${resource.path}?page_size=2&page=2`, school.auth);
      expect(second.body.previous).toMatch(/page=1/);
      const seen = idsOf(declaration, [...first.body.results, ...second.body.results]);
      expect(new Set(seen).size).toBe(seen.length);

      expect(declaration.service.searchFields.length).toBeGreaterThan(0);
      for (const field of declaration.service.searchFields) {
        const wanted = records[1]!;
        const term = String(wanted.body[field]).toUpperCase();
        const found = await t.request(
          'GET',
          `${resource.path}?search=${encodeURIComponent(term)}`,
          school.auth,
        );
        expect(found.status).toBe(200);
        expect(idsOf(declaration, found.body.results), field).toContain(wanted.id);
        expect(found.body.count).toBe(found.body.results.length);
      }
    });

    it('is described in the OpenAPI document with its bodies and answers', async () => {
      const { body } = await t.request('GET', '/docs/json');
      const collection = body.paths[`/api${resource.path}`];
      const item = body.paths[`/api${resource.path}{id}/`];
      expect(
        collection.get.responses['200'].content['application/json'].schema.properties.results,
      ).toBeDefined();
      const input = await sample();
      const documented = collection.post.requestBody.content['application/json'].schema.properties;
      expect(Object.keys(documented)).toEqual(expect.arrayContaining(Object.keys(input)));
      expect(Object.keys(item)).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
      expect(item.delete.responses['409']).toBeDefined();
    });

    it('orders by each ordering field, both ways, and refuses an unknown one', async () => {
      for (let i = 0; i < 3; i++) await createSample(t, declaration, school);
      for (const field of resource.orderingFields) {
        const values = async (ordering: string) => {
          const response = await t.request(
            'GET',
            `${resource.path}?ordering=${ordering}&page_size=500`,
            school.auth,
          );
          expect(response.status, ordering).toBe(200);
          return response.body.results.map((row: Record<string, unknown>) => row[field]);
        };
        const ascending = await values(field);
        expect(new Set(ascending).size, field).toBeGreaterThan(1);
        // Whatever the collation, one direction is the other reversed.
        expect(await values(`-${field}`), field).toEqual([...ascending].reverse());
      }
      const refused = await t.request('GET', `${resource.path}?ordering=password`, school.auth);
      expect(refused).toMatchObject({ status: 400, body: { ordering: [expect.any(String)] } });
    });
  },
);
