import { describe, expect, it } from 'vitest';
import { vehicleListQuerySchema } from '@app/shared/vehicles/vehicle.schemas';
import { listCallQuery, parseListParams } from './list-params';

describe('parseListParams', () => {
  it('reads search, page, page size and ordering from the URL', () => {
    const params = parseListParams(
      vehicleListQuerySchema,
      new URLSearchParams('search=kbz&page=3&page_size=20&ordering=-code'),
    );
    expect(params).toMatchObject({ search: 'kbz', page: 3, page_size: 20, ordering: '-code' });
  });

  it('drops a hand-edited bad value and keeps the rest', () => {
    const params = parseListParams(vehicleListQuerySchema, new URLSearchParams('page=zero&ordering=-code'));
    expect(params).toMatchObject({ page: 1, page_size: 50, ordering: '-code' });
  });
});

describe('listCallQuery', () => {
  it('sends search only when longer than one character', () => {
    expect(listCallQuery({ search: 'k' }).search).toBeUndefined();
    expect(listCallQuery({ search: ' kb ' }).search).toBe('kb');
  });
});
