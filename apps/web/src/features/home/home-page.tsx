import { PlatformStatusPanel } from './platform-status-panel';

/** The public home page until the workbench arrives. */
export default function HomePage() {
  return <PlatformStatusPanel />;
}
