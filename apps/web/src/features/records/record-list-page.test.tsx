import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GradeLevel } from '@app/shared/grade-levels/grade-level.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { GradeLevelsPage } from '../grade-levels/grade-levels-page';

// The generic list page through a screen declared on it (Grade Levels), against a fake school server
// at the network boundary (msw): what the page sends and what it shows for each answer.

const LIST = `${API}/grade-levels/`;
let grades: GradeLevel[];
let listCalls: URL[];
let listHeaders: Headers[];
let bodies: unknown[];

const server = setupServer(
  http.get(LIST, ({ request }) => {
    const url = new URL(request.url);
    listCalls.push(url);
    listHeaders.push(request.headers);
    const search = url.searchParams.get('search')?.toLowerCase();
    const matching = grades.filter((grade) => !search || grade.title.toLowerCase().includes(search));
    const page = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('page_size') ?? 50);
    return HttpResponse.json({
      count: matching.length,
      next: null,
      previous: null,
      results: matching.slice((page - 1) * size, page * size),
    });
  }),
  http.post(LIST, async ({ request }) => {
    const body = (await request.json()) as { title: string; short_title: string };
    bodies.push(body);
    if (grades.some((grade) => grade.title.toLowerCase() === body.title.toLowerCase()))
      return HttpResponse.json(
        { title: ['A grade level with this name already exists in this school.'] },
        { status: 400 },
      );
    const created = { es_grade_level: `g${grades.length + 1}`, ...body };
    grades.push(created);
    return HttpResponse.json(created, { status: 201 });
  }),
  http.put(`${LIST}:id/`, async ({ request, params }) => {
    const body = (await request.json()) as { title: string; short_title: string };
    bodies.push(body);
    grades = grades.map((grade) => (grade.es_grade_level === params.id ? { ...grade, ...body } : grade));
    return HttpResponse.json(grades.find((grade) => grade.es_grade_level === params.id));
  }),
  http.delete(`${LIST}:id/`, ({ params }) => {
    if (params.id === 'g1')
      return HttpResponse.json(
        { detail: 'This grade level cannot be deleted: it has 2 streams.' },
        { status: 409 },
      );
    grades = grades.filter((grade) => grade.es_grade_level !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  grades = [
    { es_grade_level: 'g1', title: 'Grade 1', short_title: 'G1' },
    { es_grade_level: 'g2', title: 'Grade 2', short_title: 'G2' },
  ];
  listCalls = [];
  listHeaders = [];
  bodies = [];
  signInAs(100);
});
afterEach(() => server.resetHandlers());

const table = () => screen.getByRole('table', { name: 'Grade Levels' });

describe('RecordListPage (Grade Levels)', () => {
  it('lists the rows with the business headers and names each row action after its record', async () => {
    renderScreen(<GradeLevelsPage />);
    expect(await within(table()).findByText('Grade 1')).toBeTruthy();
    expect(within(table()).getByText('G2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Grade Levels' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Grade 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Grade 1' })).toBeTruthy();
    expect(listCalls[0]!.searchParams.get('page')).toBe('1');
    expect(listHeaders[0]!.get('authorization')).toBe('Bearer access-token');
    expect(listHeaders[0]!.get('x-tenant-id')).toBe('t1');
    expect(listHeaders[0]!.get('x-profile-id')).toBe('p1');
  });

  it('sends the search after the debounce, only above one character, and says when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderScreen(<GradeLevelsPage />);
    await within(table()).findByText('Grade 1');
    const box = screen.getByPlaceholderText('Search grade levels...');
    await user.type(box, 'z');
    // One character is never sent.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(listCalls.every((call) => !call.searchParams.has('search'))).toBe(true);
    await user.type(box, 'zz');
    expect(await screen.findByText('No grade levels match your search.')).toBeTruthy();
    expect(listCalls.at(-1)!.searchParams.get('search')).toBe('zzz');
    // The search lives in the address, so a reload or a shared link shows the same list.
    expect(router.state.location.search).toContain('search=zzz');
  });

  it('adds a record: the schema’s messages first, then the server’s field error, then the toast', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<GradeLevelsPage />);
    await within(table()).findByText('Grade 1');
    await user.click(screen.getByRole('button', { name: 'Add Grade Level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Grade Level' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Grade level name is required')).toBeTruthy();
    expect(within(dialog).getByText('Short title is required')).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Grade Level Name/), 'grade 1');
    await user.type(within(dialog).getByLabelText(/Short Title/), 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('A grade level with this name already exists in this school.'),
    ).toBeTruthy();

    await user.clear(within(dialog).getByLabelText(/Grade Level Name/));
    await user.type(within(dialog).getByLabelText(/Grade Level Name/), '  Grade 3 ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Grade level added successfully')).toBeTruthy();
    // What the shared schema produces is sent: trimmed text.
    expect(bodies.at(-1)).toEqual({ title: 'Grade 3', short_title: 'X' });
    expect(await within(table()).findByText('Grade 3')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a record from its row, starting from its values', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<GradeLevelsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Grade 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Grade Level' });
    const title = within(dialog).getByLabelText(/Grade Level Name/);
    expect((title as HTMLInputElement).value).toBe('Grade 2');
    await user.clear(title);
    await user.type(title, 'Grade Two');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Grade level updated successfully')).toBeTruthy();
    expect(await within(table()).findByText('Grade Two')).toBeTruthy();
  });

  it('deletes after confirmation, and shows the server’s reason when a record is in use', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<GradeLevelsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Grade 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog.textContent).toContain('Grade 1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This grade level cannot be deleted: it has 2 streams.')).toBeTruthy();
    expect(within(table()).getByText('Grade 1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Grade 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Grade level deleted successfully')).toBeTruthy();
    await waitFor(() => expect(within(table()).queryByText('Grade 2')).toBeNull());
  });

  it('shows why the list failed and loads it again on Retry', async () => {
    server.use(
      http.get(LIST, () => HttpResponse.json({ detail: 'The database is not available.' }, { status: 503 }), {
        once: true,
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<GradeLevelsPage />);
    expect(await screen.findByText('The database is not available.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(table()).findByText('Grade 1')).toBeTruthy();
  });

  it('offers no Add, Edit or Delete to a profile that may only read school setup', async () => {
    signInAs(200);
    renderScreen(<GradeLevelsPage />);
    expect(await within(table()).findByText('Grade 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Grade Level' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
    expect(screen.getByText('Grade 2')).toBeTruthy();
  });

  it('counts the records, and says when there are none yet (and, to whom may add, to add the first)', async () => {
    const { unmount } = renderScreen(<GradeLevelsPage />);
    expect(await screen.findByText('2 grade levels')).toBeTruthy();
    unmount();
    grades = [];
    renderScreen(<GradeLevelsPage />);
    expect(await screen.findByText('No grade levels yet. Add the first one.')).toBeTruthy();
    expect(screen.queryByText('0 grade levels')).toBeNull();
  });

  it('tells a profile that may only read that there are none yet, without asking it to add', async () => {
    grades = [];
    signInAs(200);
    renderScreen(<GradeLevelsPage />);
    expect(await screen.findByText('No grade levels yet.')).toBeTruthy();
  });

  it('words the record type’s texts in Kiswahili: Add, search, count, empty list and toasts', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderScreen(<GradeLevelsPage />, '/', 'sw');
    await within(await screen.findByRole('table')).findByText('Grade 1');
    expect(screen.getByText('madarasa 2')).toBeTruthy();
    expect(screen.getByPlaceholderText('Tafuta madarasa...')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ongeza Darasa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ongeza Darasa' });
    await user.type(within(dialog).getAllByRole('textbox')[0]!, 'Grade 3');
    await user.type(within(dialog).getAllByRole('textbox')[1]!, 'G3');
    await user.click(within(dialog).getByRole('button', { name: 'Ongeza' }));
    expect(await screen.findByText('Darasa limeongezwa')).toBeTruthy();
    unmount();

    grades = [];
    renderScreen(<GradeLevelsPage />, '/', 'sw');
    expect(await screen.findByText('Bado hakuna madarasa. Ongeza la kwanza.')).toBeTruthy();
  });

  it('words its own texts in Kiswahili: the actions, the row buttons, the form and the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<GradeLevelsPage />, '/', 'sw');
    await within(await screen.findByRole('table')).findByText('Grade 1');
    expect(screen.getByRole('columnheader', { name: 'Vitendo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hariri Grade 2' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Hifadhi Mabadiliko' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ghairi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Futa Grade 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Thibitisha Kufuta' });
    expect(dialog.textContent).toContain('Una uhakika unataka kufuta Grade 1?');
    expect(within(dialog).getByRole('button', { name: 'Futa' })).toBeTruthy();
  });
});
