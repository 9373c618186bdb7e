import { render, screen } from '@testing-library/react';
import { createRoutesStub, isRouteErrorResponse, useRouteError } from 'react-router';
import { describe, expect, it } from 'vitest';
import NotFound, { loader } from './not-found';

function StatusOfError() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) ? `status ${error.status}` : 'other'}</p>;
}

describe('not-found route', () => {
  it('answers with HTTP status 404 so the root error boundary shows the not-found page', async () => {
    const Stub = createRoutesStub([{ path: '*', loader, Component: NotFound, ErrorBoundary: StatusOfError, HydrateFallback: () => null }]);
    render(<Stub initialEntries={['/no-such-page']} />);
    expect(await screen.findByText('status 404')).toBeTruthy();
  });
});
