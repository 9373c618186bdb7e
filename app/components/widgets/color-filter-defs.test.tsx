import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLOR_FILTERS } from '~/lib/accessibility';
import { ColorFilterDefs } from './color-filter-defs';

describe('colour-blind filter definitions', () => {
  it('defines an SVG filter for every filter the panel offers, hidden from assistive technology', () => {
    const { container } = render(<ColorFilterDefs />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('0');
    const ids = [...container.querySelectorAll('filter')].map((filter) => filter.id);
    expect(ids).toEqual(COLOR_FILTERS.filter((name) => name !== 'none').map((name) => `td-filter-${name}`));
    for (const matrix of container.querySelectorAll('feColorMatrix, fecolormatrix')) {
      expect(matrix.getAttribute('values')?.trim().split(/\s+/)).toHaveLength(20);
    }
  });
});
