export { TitleBar } from './title-bar';
export { DesktopIntegration } from './desktop-integration';
export { reportActivity, type ReportedActivity } from './presence';
