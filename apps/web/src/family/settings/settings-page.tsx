import { FormattedMessage, useIntl } from 'react-intl';
import { useNoticeSettings } from '../family-api';
import { SchoolSwitch } from '../schools/school-switch';
import { ErrorText } from '../ui/error-text';
import { FamilyShell } from '../ui/family-shell';
import ui from '../ui/family.module.css';
import { PushSwitch } from './push-switch';
import { SettingsForm } from './settings-form';

/**
 * Settings: the school they are for when the guardian has two (notice settings are a school's
 * profile's), notifications on this phone, then the guardian's notice settings.
 */
export function SettingsPage() {
  const intl = useIntl();
  const settings = useNoticeSettings();
  return (
    <FamilyShell title={intl.formatMessage({ id: 'familyApp.settings' })}>
      <SchoolSwitch />
      <PushSwitch />
      <h2 className={ui.subtitle}>
        <FormattedMessage id="familyApp.noticesTitle" />
      </h2>
      {settings.isPending && (
        <p role="status">
          <FormattedMessage id="familyApp.loading" />
        </p>
      )}
      <ErrorText error={settings.error} />
      {settings.data && <SettingsForm settings={settings.data} />}
    </FamilyShell>
  );
}
