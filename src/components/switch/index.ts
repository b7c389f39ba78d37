import styles from './switch.module.css';

/** The class of an `<input type="checkbox" role="switch">` drawn as Reelbeat's switch. */
export const switchClass = styles.switch;
