export { TitleBar } from './title-bar';
