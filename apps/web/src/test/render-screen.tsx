import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { flatten } from '@app/shared/i18n/catalogue';
import en from '@app/shared/i18n/catalogues/en/index';
import sw from '@app/shared/i18n/catalogues/sw/index';
import { INTL_LOCALES, type Locale } from '@app/shared/i18n/locales';
import { IntlProvider } from 'react-intl';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConsoleMantineProvider } from '../app/console-mantine';

const MESSAGES: Record<Locale, Record<string, string>> = { en: flatten(en), sw: flatten(sw) };

/**
 * Renders a screen as the console does (theme, language, queries, toasts, router at `path`), for
 * component tests; in English unless `locale` says otherwise.
 */
export function renderScreen(element: ReactElement, path = '/', locale: Locale = 'en') {
  // No retries: a failed call shows its error state at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    // env="test": no transitions, so a dropdown or a modal is there as soon as it opens.
    <IntlProvider locale={INTL_LOCALES[locale]} messages={MESSAGES[locale]}>
      <ConsoleMantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <Notifications />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConsoleMantineProvider>
    </IntlProvider>,
  );
  return { ...view, router };
}
