import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { StaffPage } from '../../../../renderer/components/staff/StaffPage.tsx';

export default function Page() {
  return <StaffPage {...useData<Data>()} />;
}
