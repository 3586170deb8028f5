import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { sqlCode, sqlCodes } from './sql-codes';

const dialect = new PgDialect();

describe('sqlCodes', () => {
  it('writes named codes as literals, not parameters', () => {
    const query = dialect.sqlToQuery(
      sql`event_type in (${sqlCodes([EVENT.pickup, EVENT.dropoff, EVENT.absent])}) or event_type = ${sqlCode(EVENT.started)}`,
    );
    expect(query).toEqual({ sql: 'event_type in (3, 5, 8) or event_type = 1', params: [] });
  });

  it('refuses anything but an integer, so no text reaches the statement', () => {
    expect(() => sqlCode(Number('1; drop table trips'))).toThrow(TypeError);
    expect(() => sqlCode(1.5)).toThrow(TypeError);
    expect(() => sqlCodes([])).toThrow(TypeError);
  });
});
