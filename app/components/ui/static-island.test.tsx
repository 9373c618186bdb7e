import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deferModule } from './deferred';
import { islandContent, registerDrawnIslands, serverOnlyContent, StaticIsland } from './static-island';

function Hero({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

function pageWith(Content: ComponentType<{ title: string }>) {
  return createRoutesStub([
    {
      path: '/',
      Component: () => (
        <StaticIsland>
          <Content title="Moda con raíces" />
        </StaticIsland>
      ),
    },
  ]);
}

function countingModule() {
  const counter = { imports: 0 };
  const module = deferModule(async () => {
    counter.imports += 1;
    return { Hero };
  });
  return Object.assign(counter, module);
}

describe('islandContent', () => {
  it('draws what the server registered under its key at once, importing nothing', () => {
    registerDrawnIslands({ 'test-hero-drawn': Hero });
    const module = countingModule();
    const Page = pageWith(islandContent('test-hero-drawn', module, (m) => m.Hero));
    render(<Page initialEntries={['/']} />);
    expect(screen.getByRole('heading', { name: 'Moda con raíces' })).toBeTruthy();
    expect(module.imports).toBe(0);
  });

  it('in the browser (nothing registered), imports the content only when it has to draw it, and draws it with its props', async () => {
    const module = countingModule();
    const Content = islandContent('test-hero-browser', module, (m) => m.Hero);
    expect(module.imports).toBe(0);
    const Page = pageWith(Content);
    render(<Page initialEntries={['/']} />);
    expect(await screen.findByRole('heading', { name: 'Moda con raíces' })).toBeTruthy();
    expect(module.imports).toBe(1);
  });
});

describe('serverOnlyContent', () => {
  it('draws what the server registered under its key, with its props', () => {
    registerDrawnIslands({ 'test-hero-server-only': Hero });
    const Page = pageWith(serverOnlyContent<{ title: string }>('test-hero-server-only'));
    render(<Page initialEntries={['/']} />);
    expect(screen.getByRole('heading', { name: 'Moda con raíces' })).toBeTruthy();
  });

  it('in the browser (nothing registered) draws nothing and has nothing to import', () => {
    const Page = pageWith(serverOnlyContent<{ title: string }>('test-hero-never-registered'));
    const { container } = render(<Page initialEntries={['/']} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('[data-island]')?.innerHTML).toBe('');
  });
});
