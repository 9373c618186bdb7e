import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear } from './hydrate-when-near';

/** An IntersectionObserver the test moves: `comeNear()` tells every observer its element is near the screen. */
const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
class FakeObserver {
  private entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observers.add(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    observers.delete(this.entry);
  }
}
const comeNear = () =>
  act(() => {
    for (const { callback, elements } of [...observers]) callback(elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
  });

let awake = 0;
function Card() {
  const [pressed, setPressed] = useState(false);
  useEffect(() => void (awake += 1), []);
  return (
    <button type="button" onClick={() => setPressed(true)}>
      {pressed ? 'Añadido' : 'Añadir'}
    </button>
  );
}
const page = (
  <ul>
    <HydrateWhenNear>
      <Card />
    </HydrateWhenNear>
  </ul>
);

let root: Root | null = null;
async function hydrate() {
  const container = document.createElement('div');
  // The server has no document: drawn as it draws it (the page's mark set), then hydrated as a first visit.
  document.documentElement.dataset.hydrated = 'true';
  container.innerHTML = renderToString(page);
  delete document.documentElement.dataset.hydrated;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  // As app/root.tsx does once the page has hydrated.
  document.documentElement.dataset.hydrated = 'true';
  return container;
}

beforeEach(() => {
  awake = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  delete document.documentElement.dataset.hydrated;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  observers.clear();
});

describe('HydrateWhenNear (issue 36)', () => {
  it("keeps the server's card as drawn, unhydrated, until it comes near the screen", async () => {
    const container = await hydrate();
    expect(container.querySelector('button')?.textContent).toBe('Añadir');
    expect(awake).toBe(0);
    await comeNear();
    expect(awake).toBe(1);
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')?.textContent).toBe('Añadido');
  });

  it('wakes the card the shopper reaches for, in time for that very press', async () => {
    const container = await hydrate();
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(awake).toBe(1);
    expect(container.querySelector('button')?.textContent).toBe('Añadido');
  });

  it('drawn in the browser (a page reached by a link), is a plain list item at once', async () => {
    document.documentElement.dataset.hydrated = 'true';
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(page);
    });
    expect(awake).toBe(1);
    expect(container.querySelector('li button')?.textContent).toBe('Añadir');
  });
});
