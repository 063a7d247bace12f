/**
 * Internal routes only: `/x` or `#/x`, never `//host`, a backslash, whitespace or control characters. The server
 * already refuses anything else for menus (`isInternalMenuPath` in @rer/contracts; a unit test keeps the two
 * equal); the web checks again so a bad answer can never become a `javascript:` link or a framed foreign page.
 */
export function isInternalTopPath(path: string): boolean {
  const control = [...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  return path.length <= 500 && !control && /^#?\/(?![/\\])[^\s\\]*$/.test(path);
}
