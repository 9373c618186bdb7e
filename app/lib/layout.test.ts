import { describe, expect, it } from 'vitest';
import { BARE_LAYOUT, DEFAULT_LAYOUT, isStickyHeaderPath, resolveLayout } from './layout';

describe('layout switches', () => {
  it('turns everything on by default', () => {
    expect(resolveLayout([{ handle: undefined }])).toEqual(DEFAULT_LAYOUT);
  });

  it('lets deeper routes override shallower ones', () => {
    const layout = resolveLayout([
      { handle: { layout: BARE_LAYOUT } },
      { handle: { layout: { footer: true } } },
    ]);
    expect(layout).toMatchObject({ header: false, adBanner: false, footer: true, accessibility: true });
  });

  it('keeps only the accessibility widget in the bare layout of admin and user areas', () => {
    const layout = resolveLayout([{ handle: { layout: BARE_LAYOUT } }]);
    const on = Object.entries(layout).filter(([, value]) => value).map(([key]) => key);
    expect(on).toEqual(['accessibility']);
  });
});

describe('sticky header paths (spec §2)', () => {
  it.each(['/', '/store', '/store/products/camisa', '/about', '/brands', '/brands/divergente', '/admin/dashboard', '/user/dashboard', '/user/profile', '/admin/profile/settings'])(
    'is sticky on %s',
    (path) => expect(isStickyHeaderPath(path)).toBe(true),
  );
  it.each(['/status', '/login', '/help/faq', '/user/orders', '/admin/products', '/storefront'])(
    'is not sticky on %s',
    (path) => expect(isStickyHeaderPath(path)).toBe(false),
  );
});
