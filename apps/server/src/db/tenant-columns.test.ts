import { getTableConfig, pgTable, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { schoolReference, tenantColumns, tenantKey } from './tenant-columns';

const routes = pgTable('routes', { ...tenantColumns() }, (t) => [tenantKey(t)]);
const stops = pgTable('stops', { ...tenantColumns(), route_id: uuid('route_id').notNull() }, (t) => [
  tenantKey(t),
]);
const rides = pgTable(
  'rides',
  { ...tenantColumns(), route_id: uuid('route_id').notNull(), stop_id: uuid('stop_id') },
  (t) => [
    schoolReference(t, t.route_id, routes).onDelete('cascade'),
    schoolReference(t, t.stop_id, stops, { name: 'rides_stop_fk', within: [t.route_id, stops.route_id] }),
  ],
);

const keys = getTableConfig(rides).foreignKeys.map((key) => {
  const reference = key.reference();
  return {
    name: key.getName(),
    columns: reference.columns.map((column) => column.name),
    target: getTableConfig(reference.foreignTable).name,
    foreignColumns: reference.foreignColumns.map((column) => column.name),
    onDelete: key.onDelete,
  };
});

describe('schoolReference', () => {
  it('points a column at a record of the same school: (tenant_id, column) -> (tenant_id, id)', () => {
    expect(keys).toContainEqual({
      name: 'rides_tenant_id_route_id_routes_tenant_id_id_fk',
      columns: ['tenant_id', 'route_id'],
      target: 'routes',
      foreignColumns: ['tenant_id', 'id'],
      onDelete: 'cascade',
    });
  });

  it('narrows it to the same parent when asked, under the name given', () => {
    expect(keys).toContainEqual({
      name: 'rides_stop_fk',
      columns: ['tenant_id', 'route_id', 'stop_id'],
      target: 'stops',
      foreignColumns: ['tenant_id', 'route_id', 'id'],
      onDelete: 'no action',
    });
  });
});
