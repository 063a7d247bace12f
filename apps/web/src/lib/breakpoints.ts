/** Screen breakpoints of the spec (000 §9, 002 §9), in CSS pixels: the lower bound of each size. */
export const BREAKPOINT_SM = 768;
export const BREAKPOINT_MD = 992;
export const BREAKPOINT_LG = 1200;

/** `xs` < 768 ≤ `sm` < 992 ≤ `md` < 1200 ≤ `lg`. */
export type ScreenSize = 'xs' | 'sm' | 'md' | 'lg';

export function screenSizeOf(width: number): ScreenSize {
  if (width >= BREAKPOINT_LG) return 'lg';
  if (width >= BREAKPOINT_MD) return 'md';
  if (width >= BREAKPOINT_SM) return 'sm';
  return 'xs';
}

const order: readonly ScreenSize[] = ['xs', 'sm', 'md', 'lg'];

/** Whether `size` is at least `min` (e.g. show the side menu expanded from `md` up). */
export const isAtLeast = (size: ScreenSize, min: ScreenSize): boolean =>
  order.indexOf(size) >= order.indexOf(min);
