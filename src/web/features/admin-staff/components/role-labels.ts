import type { StaffRole } from '#domain/schemas/staff.js';

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', agent: 'Agent' };
