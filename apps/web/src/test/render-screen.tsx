import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../app/theme';

/** Renders a screen as the console does (theme, queries, toasts, router at `path`), for component tests. */
export function renderScreen(element: ReactElement, path = '/') {
  // No retries: a failed call shows its error state at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    // env="test": no transitions, so a dropdown or a modal is there as soon as it opens.
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <Notifications />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}
