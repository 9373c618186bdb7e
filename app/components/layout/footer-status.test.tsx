import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_STATUS_REFRESH_MS } from '@common/constants';
import type { StatusReply } from '@common/status/contracts';
import { FooterStatus } from './footer-status';

const ONLINE: StatusReply = {
  status: 'success',
  database: 'connected',
  api: 'operational',
  server: 'online',
  authentication: 'operational',
  timestamp: '2026-11-22T10:00:00.000Z',
  message: 'Todos los sistemas funcionan correctamente',
  version: '2.4.0',
};

const settle = () =>
  act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise((resolve) => setTimeout(resolve, 0));
  });

function mockFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderStatus = () =>
  render(
    <MemoryRouter>
      <FooterStatus />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FooterStatus', () => {
  it("server render shows 'Verificando...' and version 1.0.0", () => {
    const html = renderToString(
      <MemoryRouter>
        <FooterStatus />
      </MemoryRouter>,
    );
    expect(html).toContain('Verificando...');
    expect(html).toContain('1.0.0');
  });

  it("shows 'En línea' and the reply's version once /api/status answers success", async () => {
    const fetchMock = mockFetch(async () => Response.json(ONLINE));
    renderStatus();
    expect(screen.getByRole('status').textContent).toContain('Verificando...');
    expect(screen.getByText(/1\.0\.0/)).toBeTruthy();
    await settle();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/status');
    expect(screen.getByRole('status').textContent).toContain('En línea');
    expect(screen.getByText(/2\.4\.0/)).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/status');
  });

  it("shows 'Fuera de línea' when the reply is not success", async () => {
    mockFetch(async () => Response.json({ ...ONLINE, status: 'error' }, { status: 503 }));
    renderStatus();
    await settle();
    expect(screen.getByRole('status').textContent).toContain('Fuera de línea');
  });

  it("shows 'Fuera de línea' when the call fails, keeping version 1.0.0", async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderStatus();
    await settle();
    expect(screen.getByRole('status').textContent).toContain('Fuera de línea');
    expect(screen.getByText(/1\.0\.0/)).toBeTruthy();
  });

  it('re-checks every 60 s and announces changes politely', async () => {
    vi.useFakeTimers();
    let isUp = true;
    const fetchMock = mockFetch(async () =>
      isUp ? Response.json(ONLINE) : Response.json({ ...ONLINE, status: 'error' }, { status: 503 }),
    );
    renderStatus();
    await settle();
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('status').textContent).toContain('En línea');
    isUp = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FOOTER_STATUS_REFRESH_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toContain('Fuera de línea');
  });
});
