export { Landing } from './LandingPage';
