export { VirtualGrid } from './virtual-grid';
export { NextPageStatus } from './next-page-status';
