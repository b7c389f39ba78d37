export { GROWING_LIST_STEP, ShowMore, useGrowingList } from './growing-list';
