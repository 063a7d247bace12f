import { useSyncExternalStore } from 'react';
import { type ScreenSize, screenSizeOf } from './breakpoints';

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

const currentSize = (): ScreenSize => screenSizeOf(window.innerWidth);

/** The current screen size; re-renders only when the size class changes, not on every resize pixel. */
export function useBreakpoint(): ScreenSize {
  return useSyncExternalStore(subscribe, currentSize, () => 'lg');
}
