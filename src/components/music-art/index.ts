export { MusicArt } from './music-art';
