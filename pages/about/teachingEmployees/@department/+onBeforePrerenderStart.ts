import { staffRoutes } from '../../../../renderer/components/staff/staffPageData.ts';
import { toPrerender } from '../../../../lib/prerenderHandoff.ts';

export function onBeforePrerenderStart(): Promise<string[]> {
  return toPrerender(() => staffRoutes('teaching'));
}
