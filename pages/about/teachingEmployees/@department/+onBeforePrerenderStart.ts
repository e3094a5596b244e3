import { staffRoutes } from '../../../../renderer/components/staff/staffPageData.ts';
import { toPrerender } from '../../../../lib/prerenderReuse.ts';

export function onBeforePrerenderStart(): string[] {
  return toPrerender(staffRoutes('teaching'));
}
