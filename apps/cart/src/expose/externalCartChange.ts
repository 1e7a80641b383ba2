export { externalCartChange } from '../features/external-change';
