export { Dialog } from './dialog';
export { AlertDialog, ConfirmDialog } from './confirm-dialog';
