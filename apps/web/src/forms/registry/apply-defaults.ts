/**
 * A business's first values of a new application (ADR 68), registered per appId: the apply page
 * of that appId, opened without an application (no uuid), loads them before showing the form and
 * gives them as its initial values (a draft or a returned application keeps its own data). The
 * loader may call the server; its refusal is shown instead of the form.
 */
export type ApplyDefaults = (signal: AbortSignal) => Promise<Record<string, unknown>>;

const loaders = new Map<string, ApplyDefaults>();

export function registerApplyDefaults(appId: string, loader: ApplyDefaults): void {
  if (loaders.has(appId)) throw new Error(`Apply defaults already registered: ${appId}`);
  loaders.set(appId, loader);
}

/** Removes a loader (tests). */
export function unregisterApplyDefaults(appId: string): void {
  loaders.delete(appId);
}

export function applyDefaultsOf(appId: string): ApplyDefaults | undefined {
  return loaders.get(appId);
}
