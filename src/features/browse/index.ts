/** The browse feature's public surface: the virtualised, load-on-scroll card grid. */
export { VirtualGrid } from './components/virtual-grid';
