import { describe, expect, it } from 'vitest';
import { busStops } from '../features/bus-stops/bus-stops.table';
import { students } from '../features/students/students.table';
import { zones } from '../features/zones/zones.table';
import { hasSearchIndex } from './search-index';

describe('hasSearchIndex', () => {
  it("finds a column's search index, through a view on the table that stores its rows", () => {
    expect(hasSearchIndex(busStops, busStops.title)).toBe(true);
    expect(hasSearchIndex(students, students.full_name)).toBe(true);
    expect(hasSearchIndex(students, students.date_of_birth)).toBe(false);
    expect(hasSearchIndex(zones, zones.title)).toBe(false);
  });
});
