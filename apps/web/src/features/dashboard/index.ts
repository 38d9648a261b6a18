export const loadDashboardPage = () => import('./DashboardPage');
