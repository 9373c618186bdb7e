import { type RouteConfig, index, route } from '@react-router/dev/routes';

// Mirrors the route table of spec §2, one line a route.
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('status', 'routes/status.tsx'),
  route('store', 'routes/store/index.tsx'),
  route('store/categories', 'routes/store/categories.tsx'),
  route('store/categories/:id', 'routes/store/category.tsx'),
  route('store/brands', 'routes/store/brands.tsx'),
  route('store/offers', 'routes/store/offers.tsx'),
  route('store/new-arrivals', 'routes/store/new-arrivals.tsx'),
  route('store/products/:idOrSlug', 'routes/store/product.tsx'),
  route('brands', 'routes/brands/index.tsx'),
  route('brands/rue-diverso', 'routes/brands/rue-diverso.tsx'),
  route('brands/divergente', 'routes/brands/divergente.tsx'),
  route('help', 'routes/help/layout.tsx', [
    index('routes/help/index.tsx'),
    route('faq', 'routes/help/faq.tsx'),
    route('contact', 'routes/help/contact.tsx'),
    route('shipping', 'routes/help/shipping.tsx'),
    route('returns', 'routes/help/returns.tsx'),
    route('warranty', 'routes/help/warranty.tsx'),
  ]),
  route('privacy', 'routes/legal/privacy.tsx'),
  route('terms', 'routes/legal/terms.tsx'),
  route('cookies', 'routes/legal/cookies.tsx'),
  route('register', 'routes/register.tsx'),
  route('login', 'routes/login.tsx'),

  // Customer area (needs login); the spec's sixteen screens.
  route('user', 'routes/user/layout.tsx', [
    index('routes/user/index.tsx'),
    route('dashboard', 'routes/user/dashboard.tsx'),
    route('profile', 'routes/user/profile.tsx'),
    route('addresses', 'routes/user/addresses.tsx'),
    route('security', 'routes/user/security.tsx'),
    route('orders', 'routes/user/orders.tsx'),
    route('orders/active', 'routes/user/orders-active.tsx'),
    route('returns', 'routes/user/returns.tsx'),
    route('invoices', 'routes/user/invoices.tsx'),
    route('wishlist', 'routes/user/wishlist.tsx'),
    route('saved-products', 'routes/user/saved-products.tsx'),
    route('payment-methods', 'routes/user/payment-methods.tsx'),
    route('payment-history', 'routes/user/payment-history.tsx'),
    route('coupons', 'routes/user/coupons.tsx'),
    route('notifications', 'routes/user/notifications.tsx'),
    route('support', 'routes/user/support.tsx'),
    route('settings', 'routes/user/settings.tsx'),
  ]),

  // Admin back-office (staff; each screen needs its permission).
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('products/new', 'routes/admin/product-new.tsx'),
    route('products/:id', 'routes/admin/product-edit.tsx'),
    route('categories', 'routes/admin/categories.tsx'),
    route('brands', 'routes/admin/brands.tsx'),
    route('brands/new', 'routes/admin/brands-new.tsx'),
    route('brands/:id', 'routes/admin/brands-edit.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('users/new', 'routes/admin/user-new.tsx'),
    route('users/:id', 'routes/admin/user-detail.tsx'),
    route('profile/settings', 'routes/admin/profile-settings.tsx'),
    // Any other /admin/… address: not found, inside the back-office.
    route('*', 'routes/admin/not-found.tsx'),
  ]),

  route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
