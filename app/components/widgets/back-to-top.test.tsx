import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACK_TO_TOP_THRESHOLD_PX } from '@common/constants';
import { BackToTop } from './back-to-top';

function nextFrame() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}

async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  await act(async () => {
    fireEvent.scroll(window);
    await nextFrame();
  });
}

const button = () => screen.queryByRole('button', { name: 'Volver arriba' });

let scrollSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollSpy = vi.fn();
  window.scrollTo = scrollSpy as unknown as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => {
  document.documentElement.removeAttribute('data-reduce-motion');
});

describe('back-to-top button', () => {
  it(`appears only after ${BACK_TO_TOP_THRESHOLD_PX} px of scroll`, async () => {
    render(<BackToTop />);
    expect(button()).toBeNull();
    await scrollTo(BACK_TO_TOP_THRESHOLD_PX);
    expect(button()).toBeNull();
    await scrollTo(BACK_TO_TOP_THRESHOLD_PX + 1);
    expect(button()).not.toBeNull();
    await scrollTo(0);
    expect(button()).toBeNull();
  });

  it('shows at once when the page loads already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
    render(<BackToTop />);
    expect(button()).not.toBeNull();
  });

  it('scrolls smoothly to the top', async () => {
    render(<BackToTop />);
    await scrollTo(800);
    fireEvent.click(button()!, { detail: 1 });
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation when motion is reduced', async () => {
    document.documentElement.setAttribute('data-reduce-motion', 'true');
    render(<BackToTop />);
    await scrollTo(800);
    fireEvent.click(button()!, { detail: 1 });
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('from the keyboard, moves focus to the first stop of the page', async () => {
    const skip = Object.assign(document.createElement('a'), { href: '#main', textContent: 'Saltar al contenido' });
    document.body.prepend(skip);
    render(<BackToTop />);
    await scrollTo(800);
    button()!.focus();
    fireEvent.click(button()!, { detail: 0 });
    expect(document.activeElement).toBe(skip);
    skip.remove();
  });
});
