import { Alert, Button, Center, Group, Loader, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
import {
  SCHOOL_SETTINGS_MESSAGES,
  schoolSettingsInputSchema,
  timeZoneNames,
  type SchoolSettings,
} from '@app/shared/school-settings/school-settings.schemas';
import { PageHeading } from '../../components/page-heading';
import { ApiError, errorMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { currentSelection, updateStoredSchool, useAuth, usePermission } from '../auth';
import { useSchoolSettings, useSaveSchoolSettings } from './school-settings.api';
import { LocalTime } from './local-time';

/** School Settings (beyond the spec): the school's name and the time zone its dates and times are in. */
export function SchoolSettingsPage() {
  const settings = useSchoolSettings();
  return (
    <Stack gap="md" maw={560}>
      <PageHeading title="School Settings" />
      {settings.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Could not load the settings">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(settings.error, 'Failed to load school settings')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void settings.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : settings.data ? (
        // Mounted once the settings are here, so the form starts from them.
        <SettingsForm settings={settings.data} />
      ) : (
        <Center py="xl">
          <Loader aria-label="Loading school settings" />
        </Center>
      )}
    </Stack>
  );
}

function SettingsForm({ settings }: { settings: SchoolSettings }) {
  const auth = useAuth();
  const tenantId = currentSelection(auth)?.tenant.tenant;
  const canWrite = usePermission('setup', 'write');
  const save = useSaveSchoolSettings();
  const zones = useMemo(timeZoneNames, []);
  const form = useForm({ initialValues: settings, validate: zod4Resolver(schoolSettingsInputSchema) });

  const submit = form.onSubmit((values) => {
    save.mutate(schoolSettingsInputSchema.parse(values), {
      onSuccess: (saved) => {
        if (tenantId) updateStoredSchool(tenantId, saved);
        form.resetDirty(saved);
        notifySuccess(SCHOOL_SETTINGS_MESSAGES.saved);
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
        else notifyError('Failed to save school settings');
      },
    });
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!canWrite && (
            <Alert color="blue" icon={<IconInfoCircle size={18} />}>
              Only a School Administrator can change these settings.
            </Alert>
          )}
          <TextInput label="School Name" required readOnly={!canWrite} {...form.getInputProps('name')} />
          <Select
            label="Time Zone"
            description="Trip dates, expected times and lateness are reckoned in this time zone."
            required
            searchable
            readOnly={!canWrite}
            data={zones}
            limit={100}
            allowDeselect={false}
            nothingFoundMessage="No time zone of that name"
            {...form.getInputProps('time_zone')}
          />
          <LocalTime timeZone={form.values.time_zone} />
          {canWrite && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                Save Settings
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
