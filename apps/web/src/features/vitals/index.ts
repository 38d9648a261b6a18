export const loadVitalsPage = () => import('./VitalsPage');
