/** The "Your data" section (export everything, import, undo); its code loads when shown. */
export { YourDataSection } from './components/your-data-lazy';
