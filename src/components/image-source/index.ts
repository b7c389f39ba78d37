export { useImageSource, type ImageAttributes } from './use-image-source';
