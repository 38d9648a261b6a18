export { Landing } from './LandingPage';

/** The sign-up form; `next` is where the new applicant goes (the wizard by default). */
export const loadRegistrationForm = () => import('./RegistrationForm');
