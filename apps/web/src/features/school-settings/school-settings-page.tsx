import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  type NumberInputProps,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { LOCALE_NAMES, LOCALES } from '@app/shared/i18n/locales';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ref } from '@app/shared/i18n/message-ref';
import {
  currencyCodes,
  MAX_COST_PER_KM,
  SCHOOL_SETTINGS_MESSAGES,
  schoolSettingsInputSchema,
  timeZoneNames,
  type SchoolSettings,
} from '@app/shared/school-settings/school-settings.schemas';
import { PageHeading } from '../../components/page-heading';
import { LocalizedText } from '../../i18n/localized-text';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { ApiError, errorMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { currentSelection, updateStoredSchool, useAuth, usePermission } from '../auth';
import { useSchoolSettings, useSaveSchoolSettings } from './school-settings.api';
import { LocalTime } from './local-time';
import { PlanningFields, type SettingsValues } from './planning-fields';

/**
 * School Settings (beyond the spec): the school's name, the time zone its dates and times are in,
 * and what a km of its buses costs (Cost Analysis) and an hour out on a field trip, in which currency.
 */
export function SchoolSettingsPage() {
  const intl = useIntl();
  const settings = useSchoolSettings();
  return (
    <Stack gap="md" maw={560}>
      <PageHeading title={intl.formatMessage({ id: 'schoolSettings.title' })} />
      {settings.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          title={intl.formatMessage({ id: 'schoolSettings.loadFailedTitle' })}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              <LocalizedText text={errorMessage(settings.error, ref('schoolSettings.loadFailed'))} />
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => void settings.refetch()}>
              <FormattedMessage id="common.retry" />
            </Button>
          </Stack>
        </Alert>
      ) : settings.data ? (
        // Mounted once the settings are here, so the form starts from them.
        <SettingsForm settings={settings.data} />
      ) : (
        <Center py="xl">
          <Loader aria-label={intl.formatMessage({ id: 'schoolSettings.loadingSettings' })} />
        </Center>
      )}
    </Stack>
  );
}

/**
 * 'KES — Kenyan Shilling': the code the reports print, and its name to find it by, in the reader's
 * language ('KES — Shilingi ya Kenya'; react-intl's locale, en-KE or sw-KE).
 */
function currencyOptions(locale: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency' });
  return currencyCodes().map((code) => ({ value: code, label: `${code} — ${names.of(code) ?? code}` }));
}

const languageOptions = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

function SettingsForm({ settings }: { settings: SchoolSettings }) {
  const intl = useIntl();
  const auth = useAuth();
  const tenantId = currentSelection(auth)?.tenant.tenant;
  const canWrite = usePermission('setup', 'write');
  const save = useSaveSchoolSettings();
  const zones = useMemo(timeZoneNames, []);
  const currencies = useMemo(() => currencyOptions(intl.locale), [intl.locale]);
  const form = useForm<SettingsValues>({
    initialValues: settings,
    validate: useZodValidate<SettingsValues>(schoolSettingsInputSchema),
  });

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
        else notifyError(ref('schoolSettings.saveFailed'));
      },
    });
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!canWrite && (
            <Alert color="blue" icon={<IconInfoCircle size={18} />}>
              <FormattedMessage id="schoolSettings.onlyAdministrator" />
            </Alert>
          )}
          <TextInput
            label={intl.formatMessage({ id: 'schoolSettings.schoolName' })}
            required
            readOnly={!canWrite}
            {...form.getInputProps('name')}
          />
          <Select
            label={intl.formatMessage({ id: 'schoolSettings.timeZoneLabel' })}
            description={intl.formatMessage({ id: 'schoolSettings.timeZoneDescription' })}
            required
            searchable
            readOnly={!canWrite}
            data={zones}
            limit={100}
            allowDeselect={false}
            nothingFoundMessage={intl.formatMessage({ id: 'schoolSettings.noTimeZone' })}
            {...form.getInputProps('time_zone')}
          />
          <LocalTime timeZone={form.values.time_zone} />
          <Select
            label={intl.formatMessage({ id: 'schoolSettings.currencyLabel' })}
            description={intl.formatMessage({ id: 'schoolSettings.currencyDescription' })}
            required
            searchable
            readOnly={!canWrite}
            data={currencies}
            limit={100}
            allowDeselect={false}
            nothingFoundMessage={intl.formatMessage({ id: 'schoolSettings.noCurrency' })}
            {...form.getInputProps('currency')}
          />
          {/* The school's rates, in its currency: Cost Analysis by the km, a field trip by the km and the hour. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <CostInput
              label={intl.formatMessage({ id: 'schoolSettings.costPerKm' })}
              description={intl.formatMessage({ id: 'schoolSettings.costPerKmDescription' })}
              readOnly={!canWrite}
              {...form.getInputProps('cost_per_km')}
            />
            <CostInput
              label={intl.formatMessage({ id: 'schoolSettings.costPerHour' })}
              description={intl.formatMessage({ id: 'schoolSettings.costPerHourDescription' })}
              readOnly={!canWrite}
              {...form.getInputProps('cost_per_hour')}
            />
          </SimpleGrid>
          <Select
            label={intl.formatMessage({ id: 'schoolSettings.defaultLanguage' })}
            description={intl.formatMessage({ id: 'schoolSettings.defaultLanguageDescription' })}
            required
            readOnly={!canWrite}
            data={languageOptions}
            allowDeselect={false}
            {...form.getInputProps('default_language')}
          />
          <PlanningFields form={form} readOnly={!canWrite} />
          {/* Issue 25 §1: a trip starts only after its vehicle's pre-trip inspection. */}
          <Switch
            label={intl.formatMessage({ id: 'schoolSettings.inspectionRequired' })}
            description={intl.formatMessage({ id: 'schoolSettings.inspectionRequiredDescription' })}
            disabled={!canWrite}
            {...form.getInputProps('pre_trip_inspection_required', { type: 'checkbox' })}
          />
          {canWrite && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                <FormattedMessage id="schoolSettings.saveSettings" />
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/** An amount per unit of the school's currency, in cents, as numeric(10, 2) keeps it. */
function CostInput(props: NumberInputProps) {
  return (
    <NumberInput
      required
      min={0}
      max={MAX_COST_PER_KM}
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator=","
      allowNegative={false}
      clampBehavior="none"
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}
