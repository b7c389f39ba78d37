export { VirtualGrid } from './virtual-grid';
