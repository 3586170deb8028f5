import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './field-list.module.css';

// An empty value: a dash, not a word.
const NONE = '—';

export type FieldItem = { label: string; value: ReactNode };

/** A record's fields as a description list; an empty value shows a dash rather than nothing. */
export function FieldList({ fields }: { fields: FieldItem[] }) {
  return (
    <dl className={classes.list}>
      {fields.map(({ label: name, value }) => (
        // A div may group a dt with its dd (HTML living standard), which keeps each pair in one grid cell.
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value === null || value === undefined || value === '' ? NONE : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled card of a record's fields ('Journey Details', 'Vehicle Details'). */
export function FieldCard({ title, fields }: { title: string; fields: FieldItem[] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <FieldList fields={fields} />
    </Paper>
  );
}
