export type { NavEntry, NavSection, PageActivity, PageRecord } from './page-record';
