import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FailedJob, JobQueueHealth, JobsOverview } from '@common/jobs/contracts';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests, useToasts } from '~/lib/toast';
import { JobsHealth } from './jobs-health';
import { makeUser, mockApi } from './test-support';

const NOW = new Date('2025-03-15T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const queue = (overrides: Partial<JobQueueHealth> & Pick<JobQueueHealth, 'name' | 'label'>): JobQueueHealth => ({
  waiting: 0,
  active: 0,
  failed: 0,
  oldest_waiting_at: null,
  last_completed_at: minutesAgo(2),
  ...overrides,
});

const HEALTHY: JobsOverview = {
  queues: [
    queue({ name: 'deliver-mail', label: 'Enviar los emails en cola', waiting: 2, active: 1, oldest_waiting_at: minutesAgo(1) }),
    queue({ name: 'send-fiscal-records', label: 'Enviar los registros VERI*FACTU a la AEAT', last_completed_at: null }),
  ],
  failed: [],
  workers: true,
};

const FAILED_JOB: FailedJob = {
  id: '0b6f3c1e-2a4d-4c8e-9f10-3a5b7c9d1e2f',
  name: 'deliver-mail',
  label: 'Enviar los emails en cola',
  attempts: 6,
  error: 'connect ECONNREFUSED 127.0.0.1:587',
  created_at: minutesAgo(90),
  failed_at: minutesAgo(20),
};

const FAILING: JobsOverview = {
  ...HEALTHY,
  queues: [{ ...HEALTHY.queues[0]!, failed: 1 }, HEALTHY.queues[1]!],
  failed: [FAILED_JOB],
};

const RETRY_PATH = `POST /api/admin/jobs/deliver-mail/${FAILED_JOB.id}/retry`;

let shown: readonly { type: string; message: string }[] = [];
function ToastSpy() {
  shown = useToasts();
  return null;
}

function Screen() {
  const overview = useLoaderData() as JobsOverview | null;
  return (
    <>
      <JobsHealth overview={overview} now={NOW} />
      <ToastSpy />
    </>
  );
}

/** The card under a route whose loader answers each overview in turn (the last one again after), as the dashboard's revalidation would. */
async function renderJobs(overviews: (JobsOverview | null)[], roles = ['admin']) {
  act(() => setAuthUser(makeUser(roles)));
  let n = 0;
  const loader = vi.fn(() => overviews[Math.min(n++, overviews.length - 1)]!);
  const router = createMemoryRouter([{ path: '/admin', loader, Component: Screen, HydrateFallback: () => null }], { initialEntries: ['/admin'] });
  render(<RouterProvider router={router} />);
  const region = await screen.findByRole('region', { name: 'Trabajos en segundo plano' });
  return { region, loader };
}

beforeEach(() => {
  resetAuthForTests();
  clearToastsForTests();
  shown = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('JobsHealth', () => {
  it('reads each queue in a table — waiting, running, failed, the oldest wait and the last completion — and says all is well', async () => {
    const { region } = await renderJobs([HEALTHY]);
    expect(within(region).getByText('Todo al día.')).toBeTruthy();
    const table = within(region).getByRole('table', { name: 'Estado de cada cola de trabajos' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Trabajo', 'En cola', 'En curso', 'Fallidos', 'Espera más antigua', 'Último completado']);
    const [, mail, fiscal] = within(table).getAllByRole('row');
    expect(within(mail!).getByRole('rowheader').textContent).toBe('Enviar los emails en cola');
    expect(within(mail!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['2', '1', '0', 'desde hace 1 min', 'hace 2 min']);
    expect(mail!.querySelector('time')!.getAttribute('dateTime')).toBe(minutesAgo(1));
    expect(within(fiscal!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['0', '0', '0', '—ninguno', '—ninguno']);
    // The table scrolls sideways on a phone, and its region takes the focus to do so with the keyboard.
    expect(table.closest('[role="region"]')!.getAttribute('tabindex')).toBe('0');
    expect(within(region).queryByRole('list', { name: 'Trabajos fallidos' })).toBeNull();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(within(region).queryByRole('note')).toBeNull();
  });

  it('a queue waiting over 5 minutes stands out in words, not only in colour', async () => {
    const stuck: JobsOverview = { ...HEALTHY, queues: [{ ...HEALTHY.queues[0]!, oldest_waiting_at: minutesAgo(12) }, HEALTHY.queues[1]!] };
    const { region } = await renderJobs([stuck]);
    expect(within(region).queryByText('Todo al día.')).toBeNull();
    expect(region.textContent).toContain('Atención: hay trabajos que no avanzan.');
    expect(region.textContent).toContain('«Enviar los emails en cola»: el más antiguo espera desde hace 12 min, más de 5 minutos.');
    const row = within(region).getByRole('rowheader', { name: /Enviar los emails en cola/ }).closest('tr')!;
    expect(row.textContent).toContain('Atascada');
    expect(row.textContent).toContain('desde hace 12 min');
  });

  it('failed jobs are counted, marked on their queue and listed with attempts, error and when they failed', async () => {
    const { region } = await renderJobs([FAILING]);
    expect(region.textContent).toContain('1 trabajo falló en todos sus intentos.');
    expect(within(region).getByRole('rowheader', { name: /Enviar los emails en cola/ }).textContent).toContain('Con fallos');
    const list = within(region).getByRole('list', { name: 'Trabajos fallidos' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item!.textContent).toContain('Enviar los emails en cola');
    expect(item!.textContent).toContain('6 intentos · falló hace 20 min');
    expect(item!.textContent).toContain('connect ECONNREFUSED 127.0.0.1:587');
    expect(within(item!).getByRole('button', { name: 'Reintentar «Enviar los emails en cola»' })).toBeTruthy();
  });

  it('Reintentar sends the job again, stays disabled meanwhile, announces it and reads the overview again', async () => {
    const { calls } = mockApi({ [RETRY_PATH]: { body: { status: 'success', data: { id: FAILED_JOB.id, name: FAILED_JOB.name } } } });
    const { region, loader } = await renderJobs([FAILING, HEALTHY]);
    const button = within(region).getByRole('button', { name: /Reintentar/ }) as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(shown.map((t) => [t.type, t.message])).toContainEqual(['success', '«Enviar los emails en cola» vuelve a la cola: se intentará de nuevo enseguida.']));
    await within(region).findByText('Todo al día.');
    expect(within(region).queryByRole('list', { name: 'Trabajos fallidos' })).toBeNull();
    expect(calls.map((call) => call.key)).toEqual([RETRY_PATH]);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a 404 says the job is no longer failed and reads the overview again', async () => {
    mockApi({ [RETRY_PATH]: { status: 404, body: { message: 'No encontrado.' } } });
    const { region, loader } = await renderJobs([FAILING, HEALTHY]);
    fireEvent.click(within(region).getByRole('button', { name: /Reintentar/ }));
    await waitFor(() => expect(shown.map((t) => t.message)).toContain('Ese trabajo ya no está en fallo.'));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
  });

  it('any other failure is shown and the button can be pressed again', async () => {
    mockApi({ [RETRY_PATH]: { status: 500, body: { message: 'Error interno del servidor.' } } });
    const { region } = await renderJobs([FAILING]);
    const button = within(region).getByRole('button', { name: /Reintentar/ }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(shown.map((t) => [t.type, t.message])).toContainEqual(['error', 'Error interno del servidor.']));
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('staff without settings.manage see the failures but no Reintentar', async () => {
    const { region } = await renderJobs([FAILING], ['editor']);
    expect(within(region).getByRole('list', { name: 'Trabajos fallidos' })).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(region.textContent).toContain('Solo quien puede cambiar la configuración de la tienda puede reintentarlos.');
  });

  it('says so when this instance runs no jobs (RUN_JOBS=false)', async () => {
    const { region } = await renderJobs([{ ...HEALTHY, workers: false }]);
    expect(within(region).getByRole('note').textContent).toBe('Esta instancia no ejecuta trabajos (RUN_JOBS=false): los ejecuta el proceso worker (npm run worker).');
  });

  it('when the overview could not be loaded, a short alert instead of the table', async () => {
    const { region } = await renderJobs([null]);
    expect(within(region).getByRole('alert').textContent).toContain('No se pudo cargar el estado de los trabajos.');
    expect(within(region).queryByRole('table')).toBeNull();
  });
});
