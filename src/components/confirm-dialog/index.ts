export { ConfirmDialog } from './confirm-dialog';
