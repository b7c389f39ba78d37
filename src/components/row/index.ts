export { MediaRow, MediaRowItem, ROW_INITIAL_ITEMS, ROW_SCROLL_SHARE } from './media-row';
