export { FLING_SCREENS_PER_S, FlungPast, useFling, useFlungPast, useInFlungPast } from './fling';
