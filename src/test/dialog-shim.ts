/**
 * jsdom has `<dialog>` but not `showModal()`/`close()`. This stands in for the browser's part
 * that the app relies on: `open` and a modal flag set, Escape sent to the topmost modal as a
 * cancellable `cancel`, `close` fired on closing, and the page behind inert to Tab (focus
 * cycles inside the topmost modal). The e2e suite checks the real thing in Chromium.
 */
const modals: HTMLDialogElement[] = [];
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export function installDialogShim() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    this.dataset.modal = '';
    modals.push(this);
    (
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE)
    )?.focus();
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    delete this.dataset.modal;
    const at = modals.indexOf(this);
    if (at >= 0) modals.splice(at, 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = modals.filter((d) => d.isConnected).at(-1);
    if (!top) return;
    if (event.key === 'Escape') {
      const cancel = new Event('cancel', { cancelable: true });
      if (top.dispatchEvent(cancel)) top.close();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      const items = [...top.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : (at + 1) % items.length;
      items[next]?.focus();
    }
  });
}
