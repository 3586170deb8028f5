import { NumberInput, type NumberInputProps } from '@mantine/core';
import { z } from 'zod';
import type { Column } from '../../components/table-column';

/**
 * The place of a record in a list a school orders by hand (approval steps, checklist items): its
 * column, its input and its form rule, one way for every such list.
 */

/** The form's position: empty puts the record after the last one (the server's rule). */
export const optionalPosition = <S extends z.ZodType>(position: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), position);

export const positionColumn = <R extends { position: number }>(title: string): Column<R> => ({
  key: 'position',
  title,
  sortKey: 'position',
  align: 'right',
  width: 90,
  giveWay: 0,
  render: (record) => record.position,
});

export function PositionInput(props: NumberInputProps) {
  return <NumberInput allowDecimal={false} allowNegative={false} {...props} />;
}
