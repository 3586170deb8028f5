import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readAuthData } from '../../lib/session';
import { renderScreen } from '../../test/render-screen';
import { PhoneSignInPage } from './phone-sign-in-page';

const signedIn = {
  user: {
    id: 'u1',
    email: null,
    phone: '254712345678',
    first_name: 'Amina',
    last_name: 'Otieno',
    language: null,
    tenants: [],
  },
  access: 'access-token',
  refresh: 'refresh-token',
};

let asked: unknown[] = [];
let verified: unknown[] = [];
const server = setupServer(
  http.post('*/api/user/login/phone/', async ({ request }) => {
    asked.push(await request.json());
    return HttpResponse.json({ detail: 'sent' });
  }),
  http.post('*/api/user/login/phone/verify/', async ({ request }) => {
    const body = (await request.json()) as { code: string };
    verified.push(body);
    if (body.code === '123456' || body.code === 'ABCD2345') return HttpResponse.json(signedIn);
    return HttpResponse.json({ code: ['Invalid code. Check the SMS and try again.'] }, { status: 400 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  asked = [];
  verified = [];
});
afterEach(() => server.resetHandlers());

const user = () => userEvent.setup({ delay: null });

function render(locale: 'en' | 'sw' = 'en') {
  return renderScreen(<PhoneSignInPage />, '/login/phone', locale);
}

describe('PhoneSignInPage', () => {
  it('texts a code to the phone, then signs in with it and lands on the profile choice', async () => {
    const person = user();
    const { router } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'School Bus Admin' })).toBeTruthy();
    await person.type(screen.getByLabelText(/Phone number/), '+254 712 345 678');
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'If this phone number has an account, a sign-in code is on its way by SMS.',
    );
    expect(asked).toEqual([{ phone: '254712345678' }]);
    expect(
      screen.getByText('The 6-digit code from the SMS, or the code of your school’s invitation'),
    ).toBeTruthy();
    await person.type(screen.getByLabelText(/^Code/), '123456');
    await person.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-profile'));
    expect(verified).toEqual([{ phone: '254712345678', code: '123456' }]);
    expect(readAuthData()?.user.phone).toBe('254712345678');
  });

  it('takes an invitation’s code without texting one', async () => {
    const person = user();
    const { router } = render();
    await person.type(await screen.findByLabelText(/Phone number/), '0712345678');
    await person.click(screen.getByRole('button', { name: 'I already have a code' }));
    expect(screen.queryByRole('status')).toBeNull();
    await person.type(screen.getByLabelText(/^Code/), 'ABCD2345');
    await person.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-profile'));
    expect(asked).toEqual([]);
    expect(verified).toEqual([{ phone: '0712345678', code: 'ABCD2345' }]);
  });

  it('shows every validation message by its field, and the server’s wrong-code message', async () => {
    const person = user();
    render();
    const send = await screen.findByRole('button', { name: 'Send code' });
    await person.click(send);
    expect(await screen.findByText('Please enter a valid phone number (10-15 digits)')).toBeTruthy();
    await person.type(screen.getByLabelText(/Phone number/), '12345');
    await person.click(send);
    expect(await screen.findByText('Please enter a valid phone number (10-15 digits)')).toBeTruthy();
    await person.clear(screen.getByLabelText(/Phone number/));
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '0712\u202E345678' } });
    await person.click(send);
    expect(await screen.findByText('Remove tabs, line breaks and other control characters')).toBeTruthy();
    expect(asked).toEqual([]);

    await person.clear(screen.getByLabelText(/Phone number/));
    await person.type(screen.getByLabelText(/Phone number/), '0712345678');
    await person.click(screen.getByRole('button', { name: 'I already have a code' }));
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    await person.click(signIn);
    expect(await screen.findByText('Code is required')).toBeTruthy();
    await person.type(screen.getByLabelText(/^Code/), '1'.repeat(21));
    await person.click(signIn);
    expect(await screen.findByText('This code is too long')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: '12\u000034' } });
    await person.click(signIn);
    expect(await screen.findByText('Remove tabs, line breaks and other control characters')).toBeTruthy();
    expect(verified).toEqual([]);
    await person.clear(screen.getByLabelText(/^Code/));
    await person.type(screen.getByLabelText(/^Code/), '654321');
    await person.click(signIn);
    expect(await screen.findByText('Invalid code. Check the SMS and try again.')).toBeTruthy();
  });

  it('says when to wait, and goes back to change the phone', async () => {
    server.use(
      http.post('*/api/user/login/phone/', () =>
        HttpResponse.json(
          { detail: 'Too many attempts. Please wait a few minutes and try again.' },
          { status: 429 },
        ),
      ),
    );
    const person = user();
    render();
    await person.type(await screen.findByLabelText(/Phone number/), '0712345678');
    await person.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    await person.click(screen.getByRole('button', { name: 'I already have a code' }));
    await person.click(screen.getByRole('button', { name: 'Change phone number' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in with e-mail' }).getAttribute('href')).toBe('/login');
  });
});

describe('PhoneSignInPage in Kiswahili', () => {
  it('asks for the phone and the code, with its validation messages, in Kiswahili', async () => {
    const person = user();
    render('sw');
    expect(await screen.findByText('Tunatuma msimbo wa kuingia kwenye simu yako kwa SMS')).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Tuma msimbo' }));
    expect(await screen.findByText('Tafadhali weka nambari sahihi ya simu (tarakimu 10-15)')).toBeTruthy();
    await person.type(screen.getByLabelText(/Nambari ya simu/), '0712345678');
    await person.click(screen.getByRole('button', { name: 'Tuma msimbo' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Ikiwa nambari hii ya simu ina akaunti, msimbo wa kuingia unatumwa kwa SMS.',
    );
    expect(
      screen.getByText('Msimbo wa tarakimu 6 kutoka kwenye SMS, au msimbo wa mwaliko wa shule yako'),
    ).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Ingia' }));
    expect(await screen.findByText('Msimbo unahitajika')).toBeTruthy();
    await person.type(screen.getByLabelText(/^Msimbo/), '1'.repeat(21));
    await person.click(screen.getByRole('button', { name: 'Ingia' }));
    expect(await screen.findByText('Msimbo huu ni mrefu mno')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tuma msimbo mpya' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Badilisha nambari ya simu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ingia kwa barua pepe' })).toBeTruthy();
  });
});
