import type { PageContextServer } from 'vike/types';
import { staffLandingData } from '../../../../renderer/components/staff/staffPageData.ts';

export function data(_pageContext: PageContextServer) {
  return staffLandingData('teaching');
}

export type Data = ReturnType<typeof data>;
