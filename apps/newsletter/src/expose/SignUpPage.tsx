import { SignUpPage } from '../features/sign-up-page/SignUpPage';

export default SignUpPage;
