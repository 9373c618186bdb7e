import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutStoryTabs } from './about-story-tabs';

function selected() {
  return screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);
}

describe('AboutStoryTabs', () => {
  it('has the tabs Historia, Misión and Visión, with Historia shown first', () => {
    render(<AboutStoryTabs />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Historia', 'Misión', 'Visión']);
    expect(selected()).toEqual(['Historia']);
    const panels = screen.getAllByRole('tabpanel');
    expect(panels.filter((panel) => panel.dataset.state === 'active').map((panel) => panel.textContent)).toEqual([expect.stringContaining('2015')]);
  });

  it('holds the three panels in the page, for a browser that runs no script (the tabs only hide the others)', () => {
    render(<AboutStoryTabs />);
    const panels = screen.getAllByRole('tabpanel');
    expect(panels.map((panel) => panel.querySelector('h3')?.textContent)).toEqual([
      'De un bajo de Lavapiés a dos marcas',
      'Ropa que dure y que le sirva a todo el mundo',
      'Que ninguna prenda nuestra acabe en la basura',
    ]);
    expect(panels.every((panel) => !panel.hidden)).toBe(true);
    expect(panels.map((panel) => panel.className.includes('data-[state=inactive]:hidden'))).toEqual([true, true, true]);
  });

  // Radix moves focus on the next tick, and focusing a tab selects it.
  it('the arrow keys move to the next tab and show its panel', async () => {
    render(<AboutStoryTabs />);
    const historia = screen.getByRole('tab', { name: 'Historia' });
    act(() => historia.focus());
    fireEvent.keyDown(historia, { key: 'ArrowRight' });
    await waitFor(() => expect(selected()).toEqual(['Misión']));
    expect(document.activeElement?.textContent).toBe('Misión');
    expect(screen.getByRole('tabpanel', { name: 'Misión' }).textContent).toContain('Ropa que dure');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Misión' }), { key: 'ArrowRight' });
    await waitFor(() => expect(selected()).toEqual(['Visión']));
  });
});
