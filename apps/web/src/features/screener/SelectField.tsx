// The shared drop-down (components/form) serves the screener, the household and home costs.
export { SelectField } from '../../components/form';
