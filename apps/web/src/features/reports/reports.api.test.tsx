import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLanguageChoice } from '../../i18n/language';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { tripSummary } from './report-fixtures.test-helpers';
import { useReport, type ReportRequest } from './reports.api';

// The server words a report in the caller's language: a report kept in the cache is one language's.

let languages: (string | null)[];
const server = setupServer(
  http.get(`${API}/reports/trips/`, ({ request }) => {
    const language = request.headers.get('accept-language');
    languages.push(language);
    return HttpResponse.json({
      ...tripSummary,
      title: language === 'sw' ? 'Muhtasari wa Safari' : 'Trip Summary',
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  languages = [];
  signInAs(200);
});
afterEach(() => {
  act(() => setLanguageChoice({ account: null }));
  server.resetHandlers();
});

const MARCH: ReportRequest = { start_date: '2026-03-01', end_date: '2026-03-30', page: 1, page_size: 25 };

function renderReport() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useReport('trips', MARCH), { wrapper });
}

describe('a report in the cache', () => {
  it('is asked for again, in the new language, when the language changes; and kept per language', async () => {
    const { result } = renderReport();
    await waitFor(() => expect(result.current.data?.title).toBe('Trip Summary'));
    expect(languages).toEqual(['en']);

    act(() => setLanguageChoice({ account: 'sw' }));
    await waitFor(() => expect(result.current.data?.title).toBe('Muhtasari wa Safari'));
    expect(languages).toEqual(['en', 'sw']);

    // Back to English: the English report is still cached and fresh enough to show at once.
    act(() => setLanguageChoice({ account: 'en' }));
    await waitFor(() => expect(result.current.data?.title).toBe('Trip Summary'));
    expect(result.current.isPlaceholderData).toBe(false);
  });
});
