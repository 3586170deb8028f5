import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';

/** Suspense boundary for a lazily loaded page. */
export function PageLoader({ children, fullScreen = false }: { children: ReactNode; fullScreen?: boolean }) {
  return (
    <Suspense
      fallback={
        <Center mih={fullScreen ? '100vh' : 300}>
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
