import { MantineProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cssVariablesResolver, themeFor } from './theme';

/**
 * Mantine with the console's theme in the reader's language (the close buttons' names), inside the
 * language provider. `env="test"` drops transitions for component tests.
 */
export function ConsoleMantineProvider({ children, env }: { children: ReactNode; env?: 'test' }) {
  const intl = useIntl();
  const theme = useMemo(() => themeFor(intl.formatMessage({ id: 'common.close' })), [intl]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      {children}
    </MantineProvider>
  );
}
