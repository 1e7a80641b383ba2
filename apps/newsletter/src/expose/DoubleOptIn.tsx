import { DoubleOptIn } from '../features/double-opt-in/DoubleOptIn';

export default DoubleOptIn;
