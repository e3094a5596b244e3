import type { PageContextServer } from 'vike/types';
import { staffLandingData } from '../../../../renderer/components/staff/staffPageData.ts';

export function data(pageContext: PageContextServer) {
  return staffLandingData(pageContext, 'teaching');
}

export type Data = ReturnType<typeof data>;
