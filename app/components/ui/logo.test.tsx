import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Logo } from './logo';

// happy-dom never loads images; make them look loaded unless a test fires an error.
const naturalWidth = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'naturalWidth');
beforeEach(() => {
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 200 });
});
afterEach(() => {
  if (naturalWidth) Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', naturalWidth);
});

describe('Logo', () => {
  it('renders a plain image on the server, 200 × 64 by default, without the canvas', () => {
    const html = renderToString(<Logo imagePath="/images/logo-tienda-diverso.svg" />);
    expect(html).toContain('src="/images/logo-tienda-diverso.svg"');
    expect(html).toContain('width="200"');
    expect(html).toContain('height="64"');
    expect(html).toContain('alt="Tienda Diverso"');
    expect(html).not.toContain('<canvas');
  });

  it('takes width, height and alt text', () => {
    render(<Logo imagePath="/logo.svg" width={160} height={50} alt="Inicio" />);
    const img = screen.getByRole('img', { name: 'Inicio' });
    expect(img.getAttribute('width')).toBe('160');
    expect(img.getAttribute('height')).toBe('50');
  });

  it('adds the effect canvas on the client once a mouse comes over the logo, hidden from assistive technology', async () => {
    const { container } = render(<Logo imagePath="/logo.svg" />);
    expect(container.querySelector('canvas')).toBeNull();
    // a touch does not load the effect
    fireEvent.pointerEnter(container.firstElementChild!, { pointerType: 'touch' });
    fireEvent.pointerEnter(container.firstElementChild!, { pointerType: 'mouse' });
    await waitFor(() => expect(container.querySelector('canvas')).not.toBeNull());
    expect(container.querySelector('canvas')?.getAttribute('aria-hidden')).toBe('true');
    // the gestures reach the loaded effect without an error
    fireEvent.pointerMove(container.firstElementChild!);
    fireEvent.pointerLeave(container.firstElementChild!);
    // The effect's code is loaded now: another logo still waits for a mouse before it draws a canvas.
    const other = render(<Logo imagePath="/logo.svg" />).container;
    expect(other.querySelector('canvas')).toBeNull();
  });

  it('an image that failed before hydration is noticed on mount', () => {
    Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 0 });
    render(<Logo imagePath="/missing.svg" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Tienda Diverso')).toBeTruthy();
  });

  it('a failing image is ignored: no error, the name stays as text', () => {
    const { container } = render(<Logo imagePath="/missing.svg" alt="Tienda Diverso" />);
    fireEvent.error(screen.getByRole('img', { name: 'Tienda Diverso' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Tienda Diverso')).toBeTruthy();
    expect(container.querySelector('canvas')).toBeNull();
    // pointer gestures on a broken logo do nothing
    fireEvent.pointerEnter(container.firstElementChild!);
    fireEvent.pointerMove(container.firstElementChild!);
    fireEvent.pointerLeave(container.firstElementChild!);
  });

  it('with a dark variant, each image is shown only in its mode', () => {
    render(<Logo imagePath="/light.svg" darkImagePath="/dark.svg" />);
    const [light, dark] = screen.getAllByRole('img', { hidden: true });
    expect(light?.getAttribute('src')).toBe('/light.svg');
    expect(light?.className).toContain('dark:hidden');
    expect(dark?.getAttribute('src')).toBe('/dark.svg');
    expect(dark?.className).toContain('dark:block');
    // The dark one is fetched only when shown (a hidden lazy image is not), the light one at once.
    expect(dark?.getAttribute('loading')).toBe('lazy');
    expect(light?.getAttribute('loading')).toBeNull();
  });
});
