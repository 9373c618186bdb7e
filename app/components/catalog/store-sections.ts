/** /store's hero and services, which the first page keeps as the server drew them: one download for a visit reached by a link. */
export { StoreHero } from './store-hero';
export { StoreServices } from './store-services';
