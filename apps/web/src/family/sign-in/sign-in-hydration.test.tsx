import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_POSTED_META_NAME } from '@app/shared/family/sign-in-page';
import { flatten } from '@app/shared/i18n/catalogue';
import { familyCatalogues } from '@app/shared/i18n/family-catalogues';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FamilyApp } from '../family-app';
import { reloadSession } from '../family-session';
import { renderSignIn } from './sign-in-prerender';

const asked: unknown[] = [];
const server = setupServer(
  http.post('*/api/user/login/phone/', async ({ request }) => {
    asked.push(await request.json());
    return HttpResponse.json({ detail: 'Ikiwa simu ina akaunti, msimbo uko njiani.' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let root: Root | undefined;
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  asked.length = 0;
  localStorage.clear();
  // A Kiswahili phone: the page was served in its language (Accept-Language), the app chooses it too.
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-KE', 'sw']);
  reloadSession();
  window.history.replaceState(null, '', '/family/sign-in');
  errors = vi.spyOn(console, 'error');
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
  document.querySelector(`meta[name="${PHONE_POSTED_META_NAME}"]`)?.remove();
  vi.restoreAllMocks();
  server.resetHandlers();
});

/** The page as the server sends it in Kiswahili (its sign-in screen rendered at build time), not yet hydrated. */
async function servedPage(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = (await renderSignIn()).sw;
  document.body.append(container);
  return container;
}

/** What main.tsx does when the script arrives: hydrate the screen in the page's language. */
async function hydrate(container: HTMLElement): Promise<void> {
  const messages = flatten(await familyCatalogues.sw());
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <FamilyApp initial={{ locale: 'sw', messages }} />
      </StrictMode>,
    );
  });
}

describe('the sign-in screen rendered at build time', () => {
  it('is a usable form before the script: a phone field posting to the page, in the language', async () => {
    const container = await servedPage();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/family/sign-in');
    const phone = screen.getByLabelText('Namba ya simu');
    expect([phone.getAttribute('name'), phone.getAttribute('type')]).toEqual(['phone', 'tel']);
    expect(form.querySelector('button[type="submit"]')).not.toBeNull();
  });

  it('is taken over by the script with what was typed, without a mismatch, and asks for the code', async () => {
    const container = await servedPage();
    const before = screen.getByLabelText('Namba ya simu');
    (before as HTMLInputElement).value = '0700000001';
    await hydrate(container);
    // The same element, not drawn again; no hydration warning (React reports them with console.error).
    expect(screen.getByLabelText('Namba ya simu')).toBe(before);
    expect(errors).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Nitumie msimbo' }));
    expect((await screen.findByLabelText('Msimbo kutoka kwa SMS')).isConnected).toBe(true);
    expect(asked).toEqual([{ phone: '0700000001' }]);
  });

  it('asks for the code of a phone posted before the script arrived, once', async () => {
    const container = await servedPage();
    container.querySelector('input[name="phone"]')!.setAttribute('value', '0700000002');
    const meta = document.createElement('meta');
    meta.name = PHONE_POSTED_META_NAME;
    meta.content = '1';
    document.head.append(meta);
    await hydrate(container);
    expect((await screen.findByLabelText('Msimbo kutoka kwa SMS')).isConnected).toBe(true);
    await waitFor(() => expect(asked).toEqual([{ phone: '0700000002' }]));
    expect(errors).not.toHaveBeenCalled();
  });
});
