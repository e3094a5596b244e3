import type { PageContextServer } from 'vike/types';
import { staffLandingData } from '../../../../renderer/components/staff/staffPageData.ts';

export function data(_pageContext: PageContextServer) {
  return staffLandingData('nonTeaching');
}

export type Data = ReturnType<typeof data>;
