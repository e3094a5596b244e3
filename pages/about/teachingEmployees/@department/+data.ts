import type { PageContextServer } from 'vike/types';
import { staffSectionData } from '../../../../renderer/components/staff/staffPageData.ts';

export function data(pageContext: PageContextServer) {
  return staffSectionData(pageContext, 'teaching', pageContext.routeParams.department);
}

export type Data = ReturnType<typeof data>;
