import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signInWith, testProfile } from '../../test/signed-in';
import { AcceptInvitationPage } from './accept-invitation-page';
import { SelectProfilePage } from './select-profile-page';

// Signed in with two profiles in one school, none chosen: nothing is chosen for the person.
beforeEach(() => {
  signInWith([testProfile('p1', 100), testProfile('p2', 200)], { defaultLanguage: 'sw' });
});

describe('profile pages in Kiswahili', () => {
  it('Select Profile', async () => {
    renderScreen(<SelectProfilePage />, '/select-profile', 'sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chagua Wasifu' })).toBeTruthy();
    expect(screen.getByText('Chagua shule na wasifu unaotaka kufanya kazi nao.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kubali Mwaliko' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Endelea kwenye Dashibodi' })).toBeTruthy();
  });

  it('Accept an Invitation, with its validation messages', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<AcceptInvitationPage />, '/accept-invitation', 'sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kubali Mwaliko' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rudi kwenye wasifu' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Msimbo wa herufi 8')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kubali Mwaliko' }));
    // The shared schema's messages are not in catalogues yet: shown as they are, never as a key.
    expect(screen.queryByText(/^tenancy\.|^profiles\./)).toBeNull();
  });
});
