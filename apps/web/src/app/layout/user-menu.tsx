import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconLogout,
  IconSwitchHorizontal,
  IconTicket,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { LOCALE_NAMES, LOCALES, type Locale } from '@app/shared/i18n/locales';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { chooseLanguage, currentSelection, logout, useAuth } from '../../features/auth';
import { useLanguage } from '../../i18n/language';
import { notifyError } from '../../lib/notify';

function initialsOf(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';
}

/**
 * The header's user block: initials, full name, current school; its menu changes profile, language
 * (kept on the account, ADR 019) or signs out.
 */
export function UserMenu() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const intl = useIntl();
  const auth = useAuth();
  const language = useLanguage();
  const user = auth.user;
  if (!user) return null;
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.email || user.phone;
  const school = currentSelection(auth)?.tenant.name ?? intl.formatMessage({ id: 'shell.selectProfile' });

  const signOut = async () => {
    await logout();
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  const choose = async (locale: Locale) => {
    if (!(await chooseLanguage(locale))) notifyError(intl.formatMessage({ id: 'shell.languageSaveFailed' }));
    // What the server words (titles it sends, messages) is asked again in the new language.
    else void queryClient.invalidateQueries();
  };

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu">
          <Group gap="sm" wrap="nowrap">
            <Avatar color="blue" radius="xl" aria-hidden>
              {initialsOf(user.first_name, user.last_name)}
            </Avatar>
            <div style={{ lineHeight: 1.2 }}>
              <Text size="sm" fw={600} truncate maw={{ base: 140, sm: 200 }} data-testid="user-name">
                {fullName}
              </Text>
              <Text size="xs" c="dimmed" truncate maw={{ base: 140, sm: 200 }} data-testid="current-school">
                {school}
              </Text>
            </div>
            <IconChevronDown size={16} stroke={1.6} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconSwitchHorizontal size={16} />}
          onClick={() => navigate('/select-profile')}
        >
          <FormattedMessage id="shell.changeProfile" />
        </Menu.Item>
        <Menu.Item leftSection={<IconTicket size={16} />} onClick={() => navigate('/accept-invitation')}>
          <FormattedMessage id="shell.acceptInvitation" />
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>
          <FormattedMessage id="shell.language" />
        </Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            aria-current={locale === language ? 'true' : undefined}
            leftSection={locale === language ? <IconCheck size={16} /> : <span style={{ width: 16 }} />}
            onClick={() => void choose(locale)}
          >
            {LOCALE_NAMES[locale]}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {/* Shade 9: Mantine colours a menu item with shade 6, 3.3:1 on white. */}
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} />} onClick={signOut}>
          <FormattedMessage id="shell.logout" />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
