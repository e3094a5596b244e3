import type { PageContextServer } from 'vike/types';
import { staffSectionData } from '../../../../renderer/components/staff/staffPageData.ts';

export function data(pageContext: PageContextServer) {
  return staffSectionData(pageContext, 'nonTeaching', pageContext.routeParams.section);
}

export type Data = ReturnType<typeof data>;
