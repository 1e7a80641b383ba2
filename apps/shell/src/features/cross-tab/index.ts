export { startCrossTab } from './startCrossTab';
