export { ArtImage, MusicArt } from './music-art';
