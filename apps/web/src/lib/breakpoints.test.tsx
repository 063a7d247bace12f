import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BREAKPOINT_LG, BREAKPOINT_MD, BREAKPOINT_SM, isAtLeast, screenSizeOf } from './breakpoints';
import { useBreakpoint } from './use-breakpoint';

afterEach(cleanup);

describe('breakpoints', () => {
  it('are the spec values 768 / 992 / 1200', () => {
    expect([BREAKPOINT_SM, BREAKPOINT_MD, BREAKPOINT_LG]).toEqual([768, 992, 1200]);
  });

  it.each([
    [0, 'xs'],
    [767, 'xs'],
    [768, 'sm'],
    [991, 'sm'],
    [992, 'md'],
    [1199, 'md'],
    [1200, 'lg'],
    [1920, 'lg'],
  ] as const)('%i px is %s', (width, size) => {
    expect(screenSizeOf(width)).toBe(size);
  });

  it('compares sizes', () => {
    expect(isAtLeast('md', 'sm')).toBe(true);
    expect(isAtLeast('sm', 'md')).toBe(false);
  });
});

function Probe() {
  return <output aria-label="size">{useBreakpoint()}</output>;
}

it('useBreakpoint follows window resizes', () => {
  const resize = (width: number) =>
    act(() => {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    });
  resize(1024);
  render(<Probe />);
  expect(screen.getByLabelText('size').textContent).toBe('md');
  resize(500);
  expect(screen.getByLabelText('size').textContent).toBe('xs');
  resize(1300);
  expect(screen.getByLabelText('size').textContent).toBe('lg');
});
