import { demoIdentity as demo } from '../modules/identity/index.js';
import { seedDemoSectors } from '../modules/listing/index.js';
import type { Database } from '../platform/db/database.js';

/**
 * The demo tenant's boards and featured sub-sectors (ADR 79: 创新板 with 专精特新专板 and 科技创新专板,
 * 成长板, 基础板), with the demo data only; a sector staff already changed or removed from use stays
 * as it is (inserted only where its code and prefix are free).
 */
export async function loadDemoSectors(db: Database): Promise<void> {
  await db.withTenant(demo.DEMO_TENANT_ID, (tx) => seedDemoSectors(tx, demo.DEMO_TENANT_ID));
}
