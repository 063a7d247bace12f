/**
 * What the pure side knows of one business (one appId, ADR 38): its ids and names, the effect its
 * flow names on completion, and its rules that need no storage. Each business folder exports one;
 * `businesses/index.ts` lists them, and the rules below are read from that list, never from a
 * central table of appIds.
 */
export interface BusinessDefinition {
  /** The application id of the `flow` dictionary (and of its form schemas and flow). */
  appId: string;
  /** The business's folder name on every side (`packages/domain`, `apps/server`, `apps/web`). */
  key: string;
  /** The name of the `flow` dictionary (ADR 37). */
  name: string;
  /** The completion effect its flow names (`completionEffect`), registered by its server side. */
  completionEffect: string | null;
  /** 002 §4, §6: the message a listed enterprise gets outside the management side, if any. */
  listedCounterMessage: string | null;
  /**
   * 000 §4, 002 §4: whether the shareholders it touches must have confirmed rights — always, only
   * for the transfer types of RIGHTS_CONFIRMATION_TRANSFER_TYPES, or never.
   */
  rightsConfirmation: 'always' | 'byTransferType' | 'never';
  /** Whether its completion changes the share register (increase, decrease, transfer …). */
  changesRegister: boolean;
  /**
   * A page business (ADR 62): the page that serves it instead of a flow (550026 →
   * /investor/550026); 业务办理 offers it without an installed flow and opens this page.
   */
  pageRoute?: string;
}
