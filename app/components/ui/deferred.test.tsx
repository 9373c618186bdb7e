import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferModule, useDeferredOpen, useFocusHandOver, type IntentHandlers } from './deferred';

function LoadedButton({ defaultOpen }: { defaultOpen: boolean }) {
  useFocusHandOver('demo');
  return (
    <button type="button" data-focus-key="demo" data-loaded="">
      {defaultOpen ? 'open' : 'closed'}
    </button>
  );
}

function ClosedButton({ onClick, intent }: { onClick: () => void; intent: IntentHandlers }) {
  useFocusHandOver('demo', { gives: true });
  return (
    <button type="button" data-focus-key="demo" onClick={onClick} {...intent}>
      closed
    </button>
  );
}

function setup() {
  let resolve: (module: { LoadedButton: typeof LoadedButton }) => void = () => undefined;
  let imports = 0;
  const deferred = deferModule(() => {
    imports += 1;
    return new Promise<{ LoadedButton: typeof LoadedButton }>((done) => (resolve = done));
  });
  function Demo() {
    const { module, openOnLoad, requestOpen, intent } = useDeferredOpen(deferred);
    return module ? <module.LoadedButton defaultOpen={openOnLoad} /> : <ClosedButton onClick={requestOpen} intent={intent} />;
  }
  return { Demo, deferred, finish: () => act(async () => resolve({ LoadedButton })), imports: () => imports };
}

describe('deferModule', () => {
  it('renders the closed part on the server, without importing anything', () => {
    const { Demo, imports } = setup();
    expect(renderToString(<Demo />)).toContain('closed');
    expect(imports()).toBe(0);
  });

  it('a click imports the module once and the loaded part mounts open, keeping the focus', async () => {
    const { Demo, finish, imports } = setup();
    render(<Demo />);
    const closed = screen.getByRole('button', { name: 'closed' });
    closed.focus();
    act(() => closed.click());
    act(() => closed.click());
    await finish();
    const loaded = screen.getByRole('button', { name: 'open' });
    expect(loaded.hasAttribute('data-loaded')).toBe(true);
    expect(document.activeElement).toBe(loaded);
    expect(imports()).toBe(1);
  });

  it('nothing loads by itself; the pointer coming over the trigger loads it, closed, and takes no focus (issue 23)', async () => {
    const { Demo, finish, imports } = setup();
    vi.useFakeTimers();
    try {
      render(<Demo />);
      act(() => vi.runAllTimers());
      expect(imports()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'closed' }));
    expect(imports()).toBe(1);
    await finish();
    expect(screen.getByRole('button', { name: 'closed' }).hasAttribute('data-loaded')).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });
});
