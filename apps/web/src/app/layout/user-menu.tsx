import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSwitchHorizontal, IconTicket } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { currentSelection, logout, useAuth } from '../../features/auth';

function initialsOf(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';
}

/** The header's user block: initials, full name, current school; its menu changes profile or signs out. */
export function UserMenu() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const auth = useAuth();
  const user = auth.user;
  if (!user) return null;
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const school = currentSelection(auth)?.tenant.name ?? 'Select Profile';

  const signOut = async () => {
    await logout();
    queryClient.clear();
    navigate('/login', { replace: true });
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
          Change Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconTicket size={16} />} onClick={() => navigate('/accept-invitation')}>
          Accept Invitation
        </Menu.Item>
        <Menu.Divider />
        {/* Shade 9: Mantine colours a menu item with shade 6, 3.3:1 on white. */}
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} />} onClick={signOut}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
