import { staffRoutes } from '../../../../renderer/components/staff/staffPageData.ts';

export function onBeforePrerenderStart(): string[] {
  return staffRoutes('nonTeaching');
}
