export { Button, buttonClass, type ButtonSize, type ButtonVariant } from './button';
