import styles from './visuallyHidden.module.css';

/** The class that hides text on screen but leaves it to screen readers; one rule for every team. */
export const visuallyHidden: string = styles.visuallyHidden ?? '';
