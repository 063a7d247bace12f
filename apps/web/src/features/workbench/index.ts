/** The public face of the workbench feature: what other parts of the web app may import (ADR 36). */
export { default as WorkbenchPage } from './workbench-page';
