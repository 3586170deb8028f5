import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';

export type ListStateProps = {
  isLoading: boolean;
  /** The message of a failed load; shown instead of the rows. */
  error: string | null;
  /** The failure's heading, when the screen words it ('Failed to load trips'). */
  errorTitle?: string | undefined;
  /** Loads the list again after a failure. */
  onRetry?: (() => void) | undefined;
  /** True while that new attempt runs. */
  isRetrying?: boolean | undefined;
  emptyMessage: string;
};

/** What a list shows instead of rows: why it failed (with Retry), that it is loading, or that it is empty. */
export function ListState({
  isLoading,
  error,
  errorTitle,
  onRetry,
  isRetrying,
  emptyMessage,
}: ListStateProps) {
  const intl = useIntl();
  if (error) {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        title={errorTitle ?? intl.formatMessage({ id: 'common.couldNotLoadList' })}
      >
        <Stack gap="sm" align="flex-start">
          {/* A message that only repeats the heading is said once. */}
          {error !== errorTitle && <Text size="sm">{error}</Text>}
          {onRetry && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={isRetrying}
              onClick={onRetry}
            >
              <FormattedMessage id="common.retry" />
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Center>
    );
  }
  return (
    <Text c="dimmed" ta="center" py="xl">
      {emptyMessage}
    </Text>
  );
}
