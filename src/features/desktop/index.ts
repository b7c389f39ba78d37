export { TitleBar } from './title-bar';
export { DesktopIntegration } from './desktop-integration';
export { DesktopChrome } from './desktop-chrome';
export { reportActivity, type ReportedActivity } from './presence';
