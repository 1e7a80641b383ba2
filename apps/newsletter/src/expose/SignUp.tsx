import { SignUpTeaser } from '../features/teaser/SignUpTeaser';

export default SignUpTeaser;
