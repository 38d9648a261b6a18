export const loadNotFoundPage = () => import('./NotFoundPage');
