import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FieldTripStep, FieldTripStepInput } from '@app/shared/field-trips/field-trip.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { FieldTripStepsPage } from './field-trip-steps-page';

// School Setup → Field Trip Approval Steps against a fake school server (msw) that keeps the steps in
// their order: each added (last when no position is given), edited, deleted; the server's 400 shown.

const PATH = `${API}/transport/field-trip-steps/`;
let steps: FieldTripStep[];
let asked: URLSearchParams[];
let sent: FieldTripStepInput[];

const server = setupServer(
  http.get(PATH, ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    const results = [...steps].sort((a, b) => a.position - b.position);
    return HttpResponse.json({ count: results.length, next: null, previous: null, results });
  }),
  http.post(PATH, async ({ request }) => {
    const input = (await request.json()) as FieldTripStepInput;
    sent.push(input);
    if (steps.some((step) => step.title === input.title))
      return HttpResponse.json(
        { title: ['The school already has an approval step with this title.'] },
        { status: 400 },
      );
    const step = {
      id: `s${steps.length + 1}`,
      title: input.title,
      role_id: input.role_id,
      position: input.position ?? steps.length + 1,
    };
    steps.push(step);
    return HttpResponse.json(step, { status: 201 });
  }),
  http.put(`${PATH}:id/`, async ({ request, params }) => {
    const input = (await request.json()) as FieldTripStepInput;
    sent.push(input);
    steps = steps.map((step) =>
      step.id === params.id ? { ...step, ...input, position: input.position ?? step.position } : step,
    );
    return HttpResponse.json(steps.find((step) => step.id === params.id));
  }),
  http.delete(`${PATH}:id/`, ({ params }) => {
    steps = steps.filter((step) => step.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  steps = [{ id: 's1', title: 'Head teacher', role_id: 100, position: 1 }];
  asked = [];
  sent = [];
  signInAs(100);
});
afterEach(() => server.resetHandlers());

const table = () => screen.getByRole('table', { name: 'Field Trip Approval Steps' });

async function chooseRole(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, role: string) {
  const select = within(dialog)
    .getAllByLabelText(/^Decided by/)
    .find((element) => element.tagName === 'INPUT')!;
  await user.click(select);
  await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(select.getAttribute('aria-controls')!)!;
  await user.click(await within(list).findByRole('option', { name: role, hidden: true }));
}

describe('FieldTripStepsPage', () => {
  it('lists the steps in their order with the role that decides each', async () => {
    renderScreen(<FieldTripStepsPage />, '/school/field-trip-steps');
    expect(await screen.findByRole('heading', { level: 1, name: 'Field Trip Approval Steps' })).toBeTruthy();
    const row = (await within(table()).findByText('Head teacher')).closest('tr')!;
    expect(row.textContent).toContain('School Administrator');
    expect(asked[0]!.get('ordering')).toBe('position');
  });

  it('adds a step (last when no position is given), refuses a title taken, edits it and deletes it', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<FieldTripStepsPage />, '/school/field-trip-steps');
    await within(table()).findByText('Head teacher');
    await user.click(screen.getByRole('button', { name: 'Add Approval Step' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Approval Step' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Step title is required')).toBeTruthy();
    expect(
      within(dialog).getByText('Choose School Administrator, Transport Manager or Transport Officer'),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Step/), 'Head teacher');
    await chooseRole(user, dialog, 'Transport Manager');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('The school already has an approval step with this title.'),
    ).toBeTruthy();
    const title = within(dialog).getByLabelText(/^Step/);
    await user.clear(title);
    await user.type(title, 'Transport manager');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Approval step added successfully')).toBeTruthy();
    const row = (await within(table()).findByText('Transport manager')).closest('tr')!;
    expect(row.textContent).toContain('Transport Manager');
    expect(row.textContent).toContain('2');
    expect(sent[1]).toEqual({ title: 'Transport manager', role_id: 200 });

    await user.click(screen.getByRole('button', { name: 'Edit Transport manager' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Approval Step' });
    await chooseRole(user, dialog, 'Transport Officer');
    const position = within(dialog).getByLabelText(/^Position/);
    await user.clear(position);
    await user.type(position, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Approval step updated successfully')).toBeTruthy();
    expect(sent[2]).toEqual({ title: 'Transport manager', role_id: 403, position: 1 });

    await user.click(screen.getByRole('button', { name: 'Delete Transport manager' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table()).queryByText('Transport manager')).toBeNull());
  }, 60_000);

  it('shows a Transport Manager the steps without Add, Edit or Delete', async () => {
    signInAs(200);
    renderScreen(<FieldTripStepsPage />, '/school/field-trip-steps');
    await within(table()).findByText('Head teacher');
    expect(screen.queryByRole('button', { name: 'Add Approval Step' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Head teacher' })).toBeNull();
  });
});
