export { MediaRow, MediaRowItem, ROW_SCROLL_SHARE } from './media-row';
