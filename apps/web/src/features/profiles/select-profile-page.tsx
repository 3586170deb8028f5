import { Button, Center, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useAuth } from '../auth';
import { profileLabel } from './profile-label';
import { useChooseProfile } from './use-choose-profile';

export function SelectProfilePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user, currentTenantId, currentProfileId } = useAuth();
  const tenants = user?.tenants ?? [];
  const { choose, isPending, isError } = useChooseProfile();
  const [tenantId, setTenantId] = useState<string | null>(currentTenantId);
  const [profileId, setProfileId] = useState<string | null>(currentProfileId);
  const tenant = tenants.find((entry) => entry.tenant === tenantId);
  const profile = tenant?.profiles.find((entry) => entry.profile_id === profileId);

  // Spec §2: one school with one profile is chosen automatically (once, even under StrictMode).
  const only = tenants.length === 1 && tenants[0]?.profiles.length === 1 ? tenants[0] : undefined;
  const autoChosen = useRef(false);
  useEffect(() => {
    if (!only || autoChosen.current) return;
    autoChosen.current = true;
    choose(only.tenant, only.profiles[0]!.profile_id);
  }, [only, choose]);
  // When the automatic choice fails the toast says so and the form stays for another try.
  const isAutoChoosing = !!only && !isError;

  if (tenants.length === 0) return <Navigate to="/accept-invitation" replace />;
  if (isAutoChoosing) {
    return (
      <Center mih={300}>
        <Loader aria-label={intl.formatMessage({ id: 'profiles.openingSchool' })} />
      </Center>
    );
  }

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={520}>
        <Stack>
          <Stack gap={4}>
            <PageHeading title={intl.formatMessage({ id: 'profiles.selectProfile' })} />
            <Text c="dimmed" size="sm">
              <FormattedMessage id="profiles.chooseIntro" />
            </Text>
          </Stack>
          <Select
            label={intl.formatMessage({ id: 'profiles.school' })}
            placeholder={intl.formatMessage({ id: 'profiles.chooseSchool' })}
            data={tenants.map((entry) => ({ value: entry.tenant, label: entry.name }))}
            value={tenant ? tenantId : null}
            onChange={(value) => {
              setTenantId(value);
              // Spec §4: choosing a different school clears the chosen profile.
              setProfileId(null);
            }}
            allowDeselect={false}
            searchable={tenants.length > 7}
          />
          <Select
            label={intl.formatMessage({ id: 'profiles.profile' })}
            placeholder={intl.formatMessage({ id: 'profiles.chooseProfile' })}
            data={(tenant?.profiles ?? []).map((entry) => ({
              value: entry.profile_id,
              label: profileLabel(entry),
            }))}
            value={profile ? profileId : null}
            onChange={setProfileId}
            disabled={!tenant || tenant.profiles.length === 0}
            allowDeselect={false}
          />
          <Group justify="space-between" mt="sm">
            <Button variant="default" onClick={() => navigate('/accept-invitation')}>
              <FormattedMessage id="profiles.acceptAnInvitation" />
            </Button>
            <Button
              disabled={!tenant || !profile}
              loading={isPending}
              onClick={() => tenant && profile && choose(tenant.tenant, profile.profile_id)}
            >
              <FormattedMessage id="profiles.continueToDashboard" />
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
