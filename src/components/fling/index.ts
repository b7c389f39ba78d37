export { useWindowRows } from './use-window-rows';
