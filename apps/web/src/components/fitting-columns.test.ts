import { describe, expect, it } from 'vitest';
import { givingWayOrder } from './fitting-columns';
import type { Column } from './table-column';

const column = (key: string, giveWay?: number): Column<object> => ({
  key,
  title: key,
  render: () => key,
  ...(giveWay === undefined ? {} : { giveWay }),
});

describe('givingWayOrder', () => {
  it('lets the rightmost columns give way first and never the first column', () => {
    expect(givingWayOrder([column('name'), column('phone'), column('email'), column('photo')])).toEqual([
      'photo',
      'email',
      'phone',
    ]);
  });

  it('lets the highest giveWay go first, keeps a column of 0, and ignores a giveWay on the first column', () => {
    const columns = [
      column('name', 5),
      column('phone', 0),
      column('email', 2),
      column('gender'),
      column('photo', 3),
    ];
    expect(givingWayOrder(columns)).toEqual(['photo', 'email', 'gender']);
  });
});
