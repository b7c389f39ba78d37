export { FOCUSABLE, useModalFocus } from './use-modal-focus';
