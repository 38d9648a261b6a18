/** The read-only View of a submitted application. */
export const loadApplicationViewPage = () => import('./ApplicationViewPage');
