import { Fieldset, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LATITUDE_LIMIT, LONGITUDE_LIMIT } from '@app/shared/common/coordinates';
import { studentsResource, type Student } from '@app/shared/students/student.schemas';
import { CoordinateInput } from '../../components/coordinate-input';
import { useRecord } from '../records/records.api';

/** The two values of the form the fields hold: a number, '' for none, undefined while not known yet. */
type HomeValues = { home_latitude?: unknown; home_longitude?: unknown };

/**
 * A student's home location (issue 24): the planner proposes stops near it. Lists leave it out (a
 * child's home is read one student at a time, DESIGN §8), so a form opened from the list reads the
 * student first; until then the fields wait, and a save keeps the stored location (the values are
 * left out of the request).
 */
export function HomeLocationFields<V extends HomeValues>({
  form,
  studentId,
}: {
  form: UseFormReturnType<V>;
  studentId: string | null;
}) {
  const intl = useIntl();
  const waiting = form.values.home_latitude === undefined && studentId !== null;
  const field = (name: 'home_latitude' | 'home_longitude') => ({
    value: (form.values[name] ?? '') as number | string,
    onChange: (value: unknown) => form.setFieldValue(name, value as never),
    error: form.errors[name],
    disabled: waiting,
  });
  return (
    <Fieldset
      legend={intl.formatMessage({ id: 'students.homeLocation' })}
      variant="unstyled"
      aria-describedby="student-home-hint"
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <CoordinateInput
          label={intl.formatMessage({ id: 'students.homeLatitude' })}
          limit={LATITUDE_LIMIT}
          required={false}
          {...field('home_latitude')}
        />
        <CoordinateInput
          label={intl.formatMessage({ id: 'students.homeLongitude' })}
          limit={LONGITUDE_LIMIT}
          required={false}
          {...field('home_longitude')}
        />
      </SimpleGrid>
      <Group gap="xs" mt={6} wrap="nowrap" align="flex-start">
        {waiting && studentId && <StoredHome form={form} studentId={studentId} />}
        <Text id="student-home-hint" size="xs" c="dimmed">
          <FormattedMessage id="students.homeLocationHint" />
        </Text>
      </Group>
    </Fieldset>
  );
}

/** Reads the student's own record and puts its home location into the form. */
function StoredHome<V extends HomeValues>(props: { form: UseFormReturnType<V>; studentId: string }) {
  const intl = useIntl();
  const student = useRecord<Student>(studentsResource, props.studentId);
  const { setValues } = props.form;
  useEffect(() => {
    if (!student.data) return;
    setValues({
      home_latitude: student.data.home_latitude ?? '',
      home_longitude: student.data.home_longitude ?? '',
    } as Partial<V>);
  }, [student.data, setValues]);
  // A read that fails leaves the fields waiting: the save keeps what is stored.
  if (student.isError) return null;
  return <Loader size="xs" aria-label={intl.formatMessage({ id: 'students.homeLocationLoading' })} />;
}
