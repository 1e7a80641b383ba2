import { Footer } from '../features/footer/Footer';

export default Footer;
