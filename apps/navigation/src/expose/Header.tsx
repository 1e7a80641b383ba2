import { Header } from '../features/header/Header';

export default Header;
