export { HrCardHost, HrCardLink, type HrCardHostProps } from './HrCard';
