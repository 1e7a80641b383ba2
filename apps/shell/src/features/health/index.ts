export { reportSlot, startHealthReports } from './healthReports';
