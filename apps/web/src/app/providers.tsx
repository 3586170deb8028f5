import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LanguageProvider } from '../i18n/language-provider';
import { createQueryClient } from '../lib/query-client';
import { ConsoleMantineProvider } from './console-mantine';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <LanguageProvider>
      <ConsoleMantineProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            {/* Toasts close after 5 s (spec part 1 §9). Bottom right, away from the header's user menu, and at
              most three at once: more wait their turn instead of piling up over the page. */}
            <Notifications position="bottom-right" autoClose={5000} limit={3} />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </ConsoleMantineProvider>
    </LanguageProvider>
  );
}
