import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_PAGE_REFRESH_MS } from '@common/constants';
import type { StatusReply } from '@common/status/contracts';
import { StatusPage } from './status-page';

const ONLINE: StatusReply = {
  status: 'success',
  database: 'connected',
  api: 'operational',
  server: 'online',
  authentication: 'operational',
  timestamp: '2026-11-22T10:00:00.000Z',
  message: 'Todos los sistemas funcionan correctamente',
  version: '1.4.2',
};

const DATABASE_DOWN: StatusReply = {
  ...ONLINE,
  status: 'error',
  database: 'disconnected',
  api: 'degraded',
  authentication: 'unavailable',
  message: 'La base de datos no responde',
};

function mockStatus(...answers: (() => Response | Promise<Response>)[]) {
  let call = 0;
  const fetchMock = vi.fn(async () => {
    const answer = answers[Math.min(call, answers.length - 1)]!;
    call += 1;
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const reply = (body: StatusReply, status = 200) => () => Response.json(body, { status });

const settle = () =>
  act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise((resolve) => setTimeout(resolve, 0));
  });

function tile(name: string) {
  return screen.getByRole('heading', { name, level: 3 }).closest('li')!;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('StatusPage', () => {
  it("renders on the server in the loading state, 'Verificando estado...', with version 1.0.0", () => {
    const html = renderToString(<StatusPage />);
    expect(html).toContain('Verificando estado...');
    expect(html).toContain('1.0.0');
    expect(html).toContain('Promedio: 150ms');
    expect(html).toContain('Disponibilidad 99.9% (últimos 30 días)');
  });

  it('shows every system operational with the reply message, response time, version and es-ES date', async () => {
    mockStatus(reply(ONLINE));
    render(<StatusPage />);
    expect(await screen.findByText('Todos los sistemas operativos')).toBeTruthy();
    expect(screen.getByText('Todos los sistemas funcionan correctamente')).toBeTruthy();
    for (const name of ['REST API', 'Autenticación', 'Base de datos']) {
      expect(within(tile(name)).getByText('Operativo')).toBeTruthy();
    }
    expect(screen.getByText(/^\d+ ms$/)).toBeTruthy();
    expect(screen.getByText('Promedio: 150ms')).toBeTruthy();
    expect(screen.getByText('1.4.2')).toBeTruthy();
    expect(screen.getByText(`Última comprobación: ${new Date(ONLINE.timestamp).toLocaleString('es-ES')}`)).toBeTruthy();
    expect(screen.queryByText('Servicio No Disponible')).toBeNull();
  });

  it("shows 'Servicio No Disponible' and 'Error: ' with the message when the API answers 503", async () => {
    mockStatus(reply(DATABASE_DOWN, 503));
    render(<StatusPage />);
    expect(await screen.findByText('Servicio No Disponible')).toBeTruthy();
    expect(screen.getByText('No se puede conectar con el servidor')).toBeTruthy();
    expect(screen.getByText('Error: La base de datos no responde')).toBeTruthy();
    for (const name of ['REST API', 'Autenticación', 'Base de datos']) {
      expect(within(tile(name)).getByText('No operativo')).toBeTruthy();
    }
  });

  it('keeps a part operational when the reply says so, even if the whole is down', async () => {
    mockStatus(reply({ ...DATABASE_DOWN, api: 'operational' }, 503));
    render(<StatusPage />);
    await screen.findByText('Servicio No Disponible');
    expect(within(tile('REST API')).getByText('Operativo')).toBeTruthy();
    expect(within(tile('Base de datos')).getByText('No operativo')).toBeTruthy();
  });

  it('on a network failure shows the default message and every tile not operational', async () => {
    mockStatus(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<StatusPage />);
    expect(await screen.findByText('Servicio No Disponible')).toBeTruthy();
    expect(screen.getByText('Error: Error al conectar con la API')).toBeTruthy();
    for (const name of ['REST API', 'Autenticación', 'Base de datos']) {
      expect(within(tile(name)).getByText('No operativo')).toBeTruthy();
    }
    expect(screen.getByText('1.0.0')).toBeTruthy();
  });

  it("says 'Conexión fallida' when the failure carries no message", async () => {
    mockStatus(reply({ ...DATABASE_DOWN, message: '' }, 503));
    render(<StatusPage />);
    expect(await screen.findByText('Conexión fallida')).toBeTruthy();
    expect(screen.queryByText(/^Error: /)).toBeNull();
  });

  it('auto-refresh is on by default and checks again every 60 s', async () => {
    vi.useFakeTimers();
    const fetchMock = mockStatus(reply(ONLINE));
    render(<StatusPage />);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const toggle = screen.getByRole('switch', { name: 'Actualización automática' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(STATUS_PAGE_REFRESH_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('switching auto-refresh off stops the checks, and on again restarts them', async () => {
    vi.useFakeTimers();
    const fetchMock = mockStatus(reply(ONLINE));
    render(<StatusPage />);
    await settle();
    const toggle = screen.getByRole('switch', { name: 'Actualización automática' });

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STATUS_PAGE_REFRESH_MS * 3);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STATUS_PAGE_REFRESH_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("'Actualizar' checks again at once and shows the new state", async () => {
    const fetchMock = mockStatus(reply(DATABASE_DOWN, 503), reply(ONLINE));
    render(<StatusPage />);
    await screen.findByText('Servicio No Disponible');

    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Todos los sistemas operativos')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
