import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomeHero } from './home-hero';

describe('home hero', () => {
  it('loads its picture, the home page\'s LCP, at once and before the rest (issue 14)', () => {
    const Stub = createRoutesStub([{ path: '/', Component: HomeHero }]);
    render(<Stub initialEntries={['/']} />);
    const picture = screen.getByRole('img', { name: /^Chaqueta de trabajo/ });
    expect(picture.getAttribute('loading')).toBe('eager');
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(picture.getAttribute('width')).toBe('800');
  });
});
