export { LoginForm } from './LoginForm';
export { loginCustomer, loginStaff, returnTarget } from './loginApi';
