import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '~/components/auth/auth-test-utils';
import { logout, resetAuthForTests, setAuthUser, startAuth, useIsSignedIn } from './auth';

beforeEach(() => {
  resetAuthForTests();
  localStorage.clear();
});

let renders = 0;
function Probe() {
  renders++;
  return <p>{useIsSignedIn() ? 'dentro' : 'fuera'}</p>;
}

describe('useIsSignedIn: what a product card needs of the session (issue 36)', () => {
  it("is not drawn again as a guest's session goes from unknown to known", async () => {
    renders = 0;
    render(<Probe />);
    await act(() => startAuth());
    expect(screen.getByText('fuera')).toBeTruthy();
    expect(renders).toBe(1);
  });

  it('follows a sign-in and a sign-out', async () => {
    render(<Probe />);
    act(() => setAuthUser(makeUser(['user'])));
    expect(screen.getByText('dentro')).toBeTruthy();
    await act(() => logout({ sessionGone: true }));
    expect(screen.getByText('fuera')).toBeTruthy();
  });
});
