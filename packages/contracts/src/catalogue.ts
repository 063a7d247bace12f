import { z } from 'zod';

/** GET business/catalogue: 业务办理 of the user's zone, group → subgroup → item (ADR 41). */
export const catalogueItemState = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('open') }),
  z.object({ kind: z.literal('message'), message: z.string() }),
  z.object({ kind: z.literal('not-offered') }),
]);
export const catalogueItem = z.object({
  appId: z.string(),
  name: z.string(),
  btnTitle: z.string(),
  nodeId: z.string(),
  zones: z.array(z.string()),
  gates: z.array(z.string()).optional(),
  /** A page business's own page (ADR 62); otherwise /process/apply. */
  route: z.string().optional(),
  state: catalogueItemState,
});
export const catalogueGroup = z.object({
  key: z.string(),
  name: z.string(),
  subgroups: z.array(z.object({ key: z.string(), name: z.string(), items: z.array(catalogueItem) })),
});
export type CatalogueGroupView = z.infer<typeof catalogueGroup>;
export type CatalogueItemView = z.infer<typeof catalogueItem>;

/**
 * The investment zone's gate for the signed-in user (002 §6): open, hidden (not an investor zone),
 * or a certification first — its message, its business and whether that business is offered yet.
 */
export const investmentZoneAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('open') }),
  z.object({ kind: z.literal('hidden') }),
  z.object({ kind: z.literal('certify'), message: z.string(), appId: z.string(), offered: z.boolean() }),
]);
export type InvestmentZoneAnswer = z.infer<typeof investmentZoneAnswer>;
