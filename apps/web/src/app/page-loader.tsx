import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

function PageLoading() {
  const intl = useIntl();
  return <Loader aria-label={intl.formatMessage({ id: 'common.loading' })} />;
}

/** Suspense boundary for a lazily loaded page. */
export function PageLoader({ children, fullScreen = false }: { children: ReactNode; fullScreen?: boolean }) {
  return (
    <Suspense
      fallback={
        <Center mih={fullScreen ? '100vh' : 300}>
          <PageLoading />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
